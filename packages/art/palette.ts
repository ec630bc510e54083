/**
 * The one palette of every generated picture: deep teal to teal for the product, a warm accent for
 * what works or moves, paper and mist for backgrounds, bone tones for anatomy.
 */
export const C = {
  deep: '#0b4f5c',
  mid: '#0b6e7a',
  teal: '#12a4a6',
  accent: '#f08a4b',
  bg: '#f4f7f7',
  line: '#dfe8ea',
  ink: '#17262b',
  white: '#ffffff',
  far: '#8db7bd',
  accentSoft: '#f7c3a0',
  warm: '#d9644a',
  paper: '#f6f3ee',
  mist: '#e4eef0',
  rule: '#cfdfe2',
  night: '#16343b',
  bone: '#efe6d8',
  boneEdge: '#cdbb9f',
} as const;
