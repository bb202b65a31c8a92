/* global $, DOMPurify */
import { escapeHtml } from './escape';

// a listing page renders the comments buyers left, as the API returns them
async function reloadComments(listingId) {
  const res = await fetch('/listings/' + listingId);
  const data = await res.json();
  const list = document.getElementById('comments-list');
  // ruleid: js.xss.html-from-fetched-data
  list.innerHTML = data.comments.map((c) => `<li><b>${c.author}</b> ${c.body}</li>`).join('');
}

async function reloadCommentsEscaped(listingId) {
  const res = await fetch('/listings/' + listingId);
  const data = await res.json();
  const list = document.getElementById('comments-list');
  // ok: js.xss.html-from-fetched-data
  list.innerHTML = data.comments.map((c) => `<li><b>${escapeHtml(c.author)}</b> ${escapeHtml(c.body)}</li>`).join('');
}

// the support queue an admin reads: ticket subjects written by any member
function loadTickets() {
  fetch('/api/admin/tickets', { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
    .then(({ tickets }) => {
      const wrap = document.getElementById('tickets');
      tickets.forEach((t) => {
        const card = document.createElement('div');
        // ruleid: js.xss.html-from-fetched-data
        card.innerHTML = '<h3>' + t.subject + '</h3><p>' + t.body + '</p>';
        wrap.appendChild(card);
      });
    });
}

function loadTicketsSanitized() {
  fetch('/api/admin/tickets')
    .then((r) => r.json())
    .then(({ tickets }) => {
      const wrap = document.getElementById('tickets');
      tickets.forEach((t) => {
        const card = document.createElement('div');
        // ok: js.xss.html-from-fetched-data
        card.innerHTML = DOMPurify.sanitize('<h3>' + t.subject + '</h3><p>' + t.body + '</p>');
        card.querySelector('h3').dataset.count = String(t.replies);
        wrap.appendChild(card);
      });
    });
}

// counts are numbers whatever the server sends; the labels come from a file shipped with the page
async function showStats() {
  const stats = await (await fetch('/api/stats')).json();
  // ok: js.xss.html-from-fetched-data
  document.getElementById('open').innerHTML = `<strong>${Number(stats.open)}</strong> open`;
  const labels = await (await fetch('/static/labels.json')).json();
  // ok: js.xss.html-from-fetched-data
  document.getElementById('title').innerHTML = `<h2>${labels.statsTitle}</h2>`;
  // ok: js.xss.html-from-fetched-data
  document.getElementById('owner').textContent = stats.owner;
}

reloadComments(new URLSearchParams(location.search).get('id'));
reloadCommentsEscaped(1);
loadTickets();
loadTicketsSanitized();
showStats();

// a jQuery admin page lists the members' reports
$.getJSON('/admin/reports', (reports) => {
  reports.forEach((report) => {
    // ruleid: js.xss.html-from-fetched-data
    $('#reports').append(`<tr><td>${report.reason}</td></tr>`);
  });
});

$.get('/admin/reports/latest').done((report) => {
  // ruleid: js.xss.html-from-fetched-data
  $('#latest').html(report.reason);
  // ok: js.xss.html-from-fetched-data
  $('#latest-title').text(report.reason);
});

// the page's own help strings, shipped beside it
$.getJSON('/static/help.json', (help) => {
  // ok: js.xss.html-from-fetched-data
  $('#help').html(help.intro);
});
