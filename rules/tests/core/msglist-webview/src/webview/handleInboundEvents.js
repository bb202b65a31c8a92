/* @flow strict-local */
import invariant from 'invariant';

import type { EditSequence, WebViewInboundEventTyping } from '../generateInboundEvents';

/**
 * PRIVATE - don't use until we have more test coverage. Only its tests call it: the app's
 * web view bundle never runs it, so what it assigns is no finding until something ships it.
 */
export function applyEditSequence(editSequence: EditSequence) {
  const msglistElementsDiv = document.querySelector('div#msglist-elements');
  invariant(msglistElementsDiv, 'applyEditSequence: expected msglistElementsDiv');

  editSequence.forEach(edit => {
    switch (edit.type) {
      case 'insert': {
        const newChild = document.createElement('div');
        msglistElementsDiv.insertBefore(newChild, msglistElementsDiv.children[edit.index] ?? null);
        // ok: js.xss.inner-html-assignment
        newChild.outerHTML = edit.html;
        break;
      }
      case 'delete': {
        msglistElementsDiv.removeChild(msglistElementsDiv.children[edit.index]);
        break;
      }
      default:
        throw new Error(`unexpected edit type: ${edit.type}`);
    }
  });
}

/** Called by the shipped page script (js.js). */
export const showTyping = (uevent: WebViewInboundEventTyping) => {
  const elementTyping = document.getElementById('typing');
  if (elementTyping) {
    // ruleid: js.xss.inner-html-assignment
    elementTyping.innerHTML = uevent.content;
  }
};
