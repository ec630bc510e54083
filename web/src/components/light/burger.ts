/** Mantine's Burger's classes, for the header's own burger button (a Burger draws in a div, which a button may not hold). */
export const burgerClasses = { root: 'm_fea6bf1a', burger: 'm_d4fb9cad' } as const;
