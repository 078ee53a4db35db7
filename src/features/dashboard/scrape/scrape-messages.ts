/** The spec's scrape texts (owner-admin-side.md sections 5 and 8); safe for the browser. */
export const SCRAPE_MESSAGES = {
  failed: 'Error: Failed to scrape website content. Please try again.',
  noWebsite: 'No Website URL: Please enter a website URL first to scrape content.',
} as const;
