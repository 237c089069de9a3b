import { useId, type ReactNode } from 'react'
import { Card } from '../../../components/ui/card'

interface FormSectionProps {
  title: string
  description?: string
  className?: string
  children: ReactNode
}

/** One titled card of the smart form, named for screen readers by its heading. */
export function FormSection({ title, description, className = '', children }: FormSectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <Card className="grid gap-4 p-4 sm:p-5">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {children}
      </Card>
    </section>
  )
}
