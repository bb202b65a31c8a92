export function showSearchTerm(term: string) {
  const banner = document.getElementById("search-banner")!;
  banner.textContent = term;
}

export function openReceipt(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}
