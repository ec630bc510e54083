export const C = {
  deep: '#0b4f5c',
  mid: '#0b6e7a',
  teal: '#12a4a6',
  accent: '#f08a4b',
  bg: '#f4f7f7',
  line: '#dfe8ea',
  ink: '#17262b',
  white: '#ffffff',
} as const;
