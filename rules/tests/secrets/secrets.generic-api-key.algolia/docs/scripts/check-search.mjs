// Checks the docs search index answers: the DocSearch key is only sent to Algolia's search
// hosts (-dsn), which answer searches only; the admin key beside it is a real secret.
const APP_ID = 'N69WSPZTID';
// ok: secrets.generic-api-key-in-code
const API_KEY = 'b2b00f4ed8ca3dc87b5d211c55121416';
// ruleid: secrets.generic-api-key-in-code
const ADMIN_API_KEY = 'f81c2a9d0e47b3a6c5d8e9f0a1b2c3d4';

async function query(index, body) {
  const response = await fetch(`https://${APP_ID}-dsn.algolia.net/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': APP_ID, 'X-Algolia-API-Key': API_KEY },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function clearIndex(index) {
  await fetch(`https://${APP_ID}.algolia.net/1/indexes/${index}/clear`, {
    method: 'POST',
    headers: { 'X-Algolia-Application-Id': APP_ID, 'X-Algolia-API-Key': ADMIN_API_KEY },
  });
}

const result = await query('docs', { query: '', hitsPerPage: 0 });
if (result.nbHits < 100) await clearIndex('docs');
