// Speech synthesis off the main thread: created with `new Worker(new URL('./ttsWorker.js', import.meta.url))`.
import { synthesize } from './synth';

async function main(event) {
  const { text, voiceId } = event.data;
  try {
    const audio = await synthesize(text, voiceId);
    self.postMessage({ type: 'result', audio });
  } catch (error) {
    self.postMessage({ type: 'error', message: error.message });
  }
}

// ok: js.postmessage.listener-without-origin-check
self.addEventListener('message', main);
