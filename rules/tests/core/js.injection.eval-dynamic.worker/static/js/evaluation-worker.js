'use strict';

// a dedicated worker: only the editor page that started it can post to it
onmessage = e => {
    const source = `return (async (payload) => { ${e.data.code} })(payload);`;
    // ok: js.injection.eval-dynamic
    const fn = new Function('payload', source);
    fn(e.data.payload).then(result => postMessage({ type: 'result', result }));
};
