'use strict';

// the API reference's "try it": the visitor's browser sends the request it built from the form
document.querySelectorAll('form.try-it').forEach(form => {
    form.addEventListener('submit', async event => {
        event.preventDefault();
        const request = { url: form.action + '?' + new URLSearchParams(new FormData(form)), method: form.method };
        // ok: node.ssrf.request-url
        const response = await fetch(request.url, { method: request.method });
        form.querySelector('output').textContent = await response.text();
    });
});
