// Static pages kept in memory: the site's own markup.
const pages = new Map([['about', { title: 'About', content: '<p>We are a small team.</p>' }]]);

const getPage = (slug) => pages.get(slug);

export default { getPage };
