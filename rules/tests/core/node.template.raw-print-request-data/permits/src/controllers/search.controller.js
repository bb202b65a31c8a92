/**
 * Controller for /search endpoints
 * @module SearchController
 */

import FetchPermitsService from '../services/fetch-permits.service.js'

export async function view(request, h) {
  const { query: { q = '', page = '1' } } = request

  const results = await FetchPermitsService(q, Number(page))

  return h.view('search/results.njk', {
    pageTitle: 'Search results',
    highlightedQuery: `<mark>${q}</mark>`,
    resultCount: results.length,
    results
  })
}
