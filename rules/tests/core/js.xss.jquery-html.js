/* global $, DOMPurify, marked */

function showGreeting(user) {
  // ruleid: js.xss.jquery-html
  $('#greeting').html('Hello ' + user.name + '!');
}

function showGreetingSafe(user) {
  // ok: js.xss.jquery-html
  $('#greeting').text('Hello ' + user.name + '!');
}

function renderComment(card, comment) {
  // ruleid: js.xss.jquery-html
  $(card).find('.comment-body').html(comment.body);
}

function renderMarkdown(card, text) {
  // ok: js.xss.jquery-html
  $(card).find('.comment-body').html(DOMPurify.sanitize(marked.parse(text)));
}

function resetForm() {
  // ok: js.xss.jquery-html
  $('#form-errors').html('');
}
