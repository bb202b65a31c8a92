import { textOf, oneLine } from './lib/markup.js';

export function addComment(comment) {
  let h = '';
  h += `<li class="comment" data-id="${textOf(comment.id)}">`;
  h += `<span class="author">${asText(comment.author)}</span>`;
  h += `<p>${textOf(comment.body)}</p>`;
  h += '</li>';
  // ok: js.xss.jquery-insert-html-variable
  $('#comments').append(h);
}

export function addBadge(user) {
  const badge = `<span class="badge" title="${tidyLabel(user.title)}">${asText(user.name)}</span>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('#badges').append(badge);
}

export function addSummary(post) {
  const summary = `<p class="summary">${oneLine(post.summary)}</p>`;
  // ruleid: js.xss.jquery-insert-html-variable
  $('#summaries').prepend(summary);
}
