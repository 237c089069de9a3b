// Where the Meta Conversions API lives (config.ts reads these defaults; tests point the base URL
// at a fake server on 127.0.0.1).
export const META_GRAPH_URL = 'https://graph.facebook.com'
export const META_GRAPH_API_VERSION = 'v21.0'
