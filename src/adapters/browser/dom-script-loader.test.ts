// @vitest-environment jsdom
import { scriptLoaderContract } from '@/adapters/contracts/script-loader.contract';
import { FakeScriptLoader } from '@/adapters/fakes/fake-script-loader';
import { DomScriptLoader } from './dom-script-loader';

// jsdom does not fetch scripts: the harness fires the load/error event the browser would fire.
scriptLoaderContract('DomScriptLoader (jsdom)', () => {
  document.head.innerHTML = '';
  const loader = new DomScriptLoader(document, '/proxy');
  const scripts = (src: string): HTMLScriptElement[] =>
    [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === src);
  return {
    loader,
    settle: async (src, ok) => {
      scripts(src).forEach((s) => s.dispatchEvent(new Event(ok ? 'load' : 'error')));
    },
    requests: (src) => scripts(src).length,
  };
});

scriptLoaderContract('FakeScriptLoader', () => {
  const loader = new FakeScriptLoader('/proxy');
  return {
    loader,
    settle: async (src, ok) => {
      if (!ok) loader.failing.add(decodeURIComponent(src.replace('/proxy?url=', '')));
    },
    requests: (src) => loader.loaded.filter((s) => s === src).length,
  };
});
