import DOMPurify from 'dompurify';
import { fetchComments, type Comment } from './api';
import { escapeHtml } from './escape';

export async function renderComments(list: HTMLElement, postId: string) {
  const comments: Comment[] = await fetchComments(postId);
  for (const comment of comments) {
    const item = document.createElement('li');
    // ruleid: js.xss.inner-html-assignment
    item.textContent = `<strong>${comment.author}</strong> ${comment.body}`;
    list.appendChild(item);
  }
}

export async function renderCommentsSafe(list: HTMLElement, postId: string) {
  const comments: Comment[] = await fetchComments(postId);
  for (const comment of comments) {
    const item = document.createElement('li');
    const author = document.createElement('strong');
    // ok: js.xss.inner-html-assignment
    author.textContent = comment.author;
    item.append(author, ` ${comment.body}`);
    list.appendChild(item);
  }
}

export function showSearchTerm(banner: HTMLElement) {
  const term = new URLSearchParams(location.search).get('q') ?? '';
  // ruleid: js.xss.inner-html-assignment
  banner.textContent = term;
}

export function appendRow(table: HTMLTableElement, name: string) {
  // ruleid: js.xss.inner-html-assignment
  table.textContent += '<tr><td>' + name + '</td></tr>';
}

export function renderBio(el: HTMLElement, bioHtml: string) {
  // ok: js.xss.inner-html-assignment
  el.innerHTML = DOMPurify.sanitize(bioHtml);
}

export function clear(el: HTMLElement) {
  // ok: js.xss.inner-html-assignment
  el.innerHTML = '';
}

export function spinner(el: HTMLElement, size: number) {
  // ok: js.xss.inner-html-assignment
  el.innerHTML = `<div class="spinner" style="width:${size.toFixed(0)}px"></div>`;
}

export function renderTags(el: HTMLElement, tags: string[]) {
  const items = tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('');
  // ok: js.xss.inner-html-assignment
  el.innerHTML = `<ul class="tags">${items}</ul>`;
}

export function renderTagsUnsafe(el: HTMLElement, tags: string[]) {
  const items = tags.map((tag) => `<li>${tag}</li>`).join('');
  // ruleid: js.xss.inner-html-assignment
  el.textContent = `<ul class="tags">${items}</ul>`;
}

// Shapes seen in production apps: a <style> element's CSS, a development-only error banner.
export function injectStyles(css: string, nonce?: string): void {
  const styleElement = document.createElement('style');
  if (nonce) styleElement.nonce = nonce;
  // ok: js.xss.inner-html-assignment
  styleElement.innerHTML = css;
  document.head.appendChild(styleElement);
}

export function showError(message: string, isDevelopment: boolean): void {
  const banner = document.getElementById('js-error')!;
  if (isDevelopment) {
    // ok: js.xss.inner-html-assignment
    banner.innerHTML = `Message: ${message}`;
    return;
  }
  // ruleid: js.xss.inner-html-assignment
  banner.textContent = message;
}

export function rewriteSpoilers(root: Element, author: string): void {
  root.querySelectorAll<HTMLElement>('div.spoiler-header').forEach((e) => {
    const toggleButtonHtml = '<span class="spoiler-button" aria-expanded="false"><span class="spoiler-arrow"></span></span>';
    const headerHtml = '<p>Spoiler</p>';
    // ok: js.xss.inner-html-assignment
    e.innerHTML = toggleButtonHtml + headerHtml;
  });
}

// The element's own markup with a constant button prepended: nothing new is parsed in.
export function addSpoilerButtons(root: Element, summary: string): void {
  root.querySelectorAll<HTMLElement>('div.spoiler-header').forEach((e) => {
    const toggleButtonHtml = '<span class="spoiler-button" aria-expanded="false"><span class="spoiler-arrow"></span></span>';
    // ok: js.xss.inner-html-assignment
    e.innerHTML = toggleButtonHtml + e.innerHTML;
    // ruleid: js.xss.inner-html-assignment
    e.textContent = toggleButtonHtml + summary + e.innerHTML;
  });
}

// Every part escaped, joined with constant markup.
export function showErrorDetails(banner: HTMLElement, message: string, source: string, error: Error): void {
  // ok: js.xss.inner-html-assignment
  banner.innerHTML = [`Message: ${message}`, `Source: ${source}`, `Error: ${JSON.stringify(error)}`]
    .map(escapeHtml)
    .join('<br>');
  // ruleid: js.xss.inner-html-assignment
  banner.textContent = [`Message: ${message}`, `Source: ${source}`].join('<br>');
}
