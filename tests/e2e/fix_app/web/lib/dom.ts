export function showSearchTerm(term: string) {
  const banner = document.getElementById("search-banner")!;
  banner.innerHTML = term;
}

export function openReceipt(receipt: { url: string }) {
  window.open(receipt.url, "_blank");
}
