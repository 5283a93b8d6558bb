/** Shell dimensions (docs/product.md §9). */
export const layoutSizes = {
  header: '50px',
  footer: '30px',
  /** the navigation column: at least 150px, 60 spacing units (15rem) on medium screens and up */
  navMin: '150px',
  nav: '15rem',
} as const;
