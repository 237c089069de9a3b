import { Link } from 'react-router'
import { UNTITLED_PROPERTY, type Property } from '@vishwas/domain'
import { Button, buttonClasses } from '../../../components/ui/button'
import { sellerPropertyEditHref, sellerPropertyHref, sellerPropertyToolsHref } from '../../../config/paths'

interface PropertyActionsProps {
  property: Property
  onExport: (property: Property) => void
  isExporting: boolean
  /** One line (table cells); cards let the buttons wrap. */
  nowrap?: boolean
}

/** View, edit, tools and export for one property; each named with the property's title. */
export function PropertyActions({ property, onExport, isExporting, nowrap = false }: PropertyActionsProps) {
  const title = property.basicInfo.title || UNTITLED_PROPERTY
  // The visible verb starts the accessible name, so speech users can say what they see.
  const named = (verb: string) => ({ 'aria-label': `${verb} ${title}`, children: verb })
  const link = buttonClasses('secondary', 'sm')
  return (
    <div className={`flex gap-1.5 ${nowrap ? 'flex-nowrap' : 'flex-wrap'}`}>
      <Link to={sellerPropertyHref(property.id)} className={link} {...named('View')} />
      <Link to={sellerPropertyEditHref(property.id)} className={link} {...named('Edit')} />
      <Link to={sellerPropertyToolsHref(property.id)} className={link} {...named('Tools')} />
      <Button size="sm" variant="ghost" onClick={() => onExport(property)} disabled={isExporting} aria-busy={isExporting} {...named(isExporting ? 'Exporting' : 'Export')} />
    </div>
  )
}
