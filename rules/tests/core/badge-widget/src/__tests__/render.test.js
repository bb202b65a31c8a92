import { renderBadge } from '../render';

test('renders the label', () => {
  const element = document.createElement('span');
  renderBadge(element, 'new');
  expect(element.textContent).toBe('new');
});
