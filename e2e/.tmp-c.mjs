import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
for (const path of process.argv.slice(2)) {
  const page = await context.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log(path, m.text().slice(0, 3000)) })
  page.on('pageerror', (e) => console.log(path, 'pageerror', e.message.slice(0, 3000)))
  await page.goto('http://127.0.0.1:3917' + path)
  await page.waitForTimeout(4000)
}
await browser.close()
