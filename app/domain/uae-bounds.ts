/**
 * The stretch of the Earth the seven emirates lie in, every island and the whole mainland, in
 * degrees (WGS 84): where the teams' files may place a community or a store, what the map
 * frames, and where a visitor's own location is taken as in the UAE.
 */
export const UAE_BOUNDS = { west: 51.5, south: 22.6, east: 56.4, north: 26.1 } as const;
