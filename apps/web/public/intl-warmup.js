// The first Intl formatter of a page loads the locale's data: a pause of tens of milliseconds on a
// phone. This script is small and arrives long before the app's code, so that pause happens while
// the main thread would wait for the network anyway, not in the middle of the first render.
new Intl.NumberFormat('en-IN').format(0)
