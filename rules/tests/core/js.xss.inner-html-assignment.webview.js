// zulip-mobile's message-list webview: the shapes the realworld triage judged
const isDevelopment = process.env.NODE_ENV === 'development';

const escapeHtml = (text) => {
  const element = document.createElement('div');
  element.innerText = text;
  return element.innerHTML;
};

window.onerror = (message, source, line, column, error) => {
  if (isDevelopment) {
    // a detailed banner in development builds only; release builds take the else branch
    const elementJsError = document.getElementById('js-error-detailed');
    // ok: js.xss.inner-html-assignment
    elementJsError.innerHTML = [`Message: ${message}`, `Source: ${source}`, `Line: ${line}:${column}`].join('<br>');
  } else {
    const elementJsError = document.getElementById('js-error-plain');
    // ruleid: js.xss.inner-html-assignment
    elementJsError.innerHTML = `Oops! ${message}`;
  }
  return true;
};

const rewriteSpoilers = (element) => {
  element.querySelectorAll('div.spoiler-header').forEach((e) => {
    const toggleButtonHtml = '<span class="spoiler-button" aria-expanded="false"><span class="spoiler-arrow"></span></span>';
    // ok: js.xss.inner-html-assignment
    e.innerHTML = toggleButtonHtml + e.innerHTML;
  });
};

const renderQuote = (target, quote) => {
  const opener = '<blockquote>';
  // the element's own markup next to a value from elsewhere
  // ruleid: js.xss.inner-html-assignment
  target.innerHTML = opener + quote.html + target.innerHTML;
};

module.exports = { rewriteSpoilers, renderQuote, escapeHtml };
