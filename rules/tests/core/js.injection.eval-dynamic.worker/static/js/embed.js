'use strict';

// a page script: any window that holds a reference to this page can post to it
window.addEventListener('message', e => {
    // ruleid: js.injection.eval-dynamic
    eval(e.data.script);
});
