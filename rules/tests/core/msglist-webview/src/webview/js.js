/* @flow strict-local */
import { showTyping } from './handleInboundEvents';
import type { WebViewInboundEvent } from '../generateInboundEvents';

export const handleInboundEvents = (uevents: $ReadOnlyArray<WebViewInboundEvent>) => {
  uevents.forEach(uevent => {
    if (uevent.type === 'typing') {
      showTyping(uevent);
    }
  });
};
