import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { installGlobalErrorHandlers } from './app/errors/global-error-handlers'
import './index.css'

installGlobalErrorHandlers()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const root = createRoot(container)
// The first render as a transition: React yields to the browser every few milliseconds instead of
// building the first screen in one long task, so the page answers input while it starts.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
