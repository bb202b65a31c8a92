// The value model: markup built from constants, numbers and escaped values is quiet.
import { escapeHtml } from './html';
import { t } from './i18n';

const SPINNER = '<span class="spinner" aria-hidden="true"></span>';

export function renderBadge(el: HTMLElement, unread: number, label: string) {
  // ok: js.xss.inner-html-assignment
  el.innerHTML = `${SPINNER}<b>${unread > 99 ? '99+' : unread}</b>`;
  const safe = escapeHtml(label);
  // ok: js.xss.inner-html-assignment
  el.querySelector('.label')!.innerHTML = `<em>${safe}</em>`;
  // ruleid: js.xss.inner-html-assignment
  el.querySelector('.title')!.innerHTML = `<em>${label}</em>`;
}

export function renderRows(table: HTMLTableElement, count: number) {
  let rows = '';
  for (let i = 0; i < count; i++) {
    rows += `<tr><td>${i + 1}</td></tr>`;
  }
  // ok: js.xss.inner-html-assignment
  table.innerHTML = rows;
}

export function renderComments(list: HTMLElement, comments: { body: string }[]) {
  let html = '';
  for (const comment of comments) {
    html += `<li>${comment.body}</li>`;
  }
  // ruleid: js.xss.inner-html-assignment
  list.innerHTML = html;
}

export async function renderContextMenu(menu: HTMLElement, site: { title: string }) {
  // the extension's own shipped strings, looked up by literal keys
  const hideFor1HourText = await t('content.hideFor1Hour');
  const hidePermanentlyText = await t('content.hidePermanently');
  // ok: js.xss.inner-html-assignment
  menu.innerHTML = `<button data-action="temporary">${hideFor1HourText}</button><button data-action="permanent">${hidePermanentlyText}</button>`;
  // a translation filled with the page's title is the page's text
  const heading = await t('content.saveFor', { site: site.title });
  // ruleid: js.xss.inner-html-assignment
  menu.innerHTML = `<h2>${heading}</h2>`;
}
