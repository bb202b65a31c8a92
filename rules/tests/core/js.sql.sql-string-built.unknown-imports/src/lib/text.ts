// helpers the routes import: one hands back what it was given, one maps it onto the code's own words
export function formatTerm(term: string): string {
  return term.trim().toLowerCase();
}

export function sortColumn(key: string): string {
  return key === 'created' ? 'created_at' : 'title';
}
