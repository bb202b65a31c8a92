/* @flow strict-local */
import { applyEditSequence } from '../handleInboundEvents';

describe('applyEditSequence', () => {
  test('inserts a message element', () => {
    document.body.innerHTML = '<div id="msglist-elements"></div>';
    applyEditSequence([{ type: 'insert', index: 0, html: '<div class="message">hi</div>' }]);
    expect(document.querySelectorAll('.message')).toHaveLength(1);
  });
});
