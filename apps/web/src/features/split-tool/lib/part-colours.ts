// Colours of the parts on the map and beside them in the table, distinct for neighbours.
const COLOURS = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#4d7c0f', '#c2410c', '#0e7490']

export const partColour = (index: number): string => COLOURS[index % COLOURS.length] as string
