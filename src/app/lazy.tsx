// Screens beyond the home screen load on first use, keeping the first load small.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadScreenStrings } from './i18n';

/** A component that loads its implementation, and the shell's strings it says, the first time it is shown. */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: string,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyScreen(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Component) return;
      Promise.all([load(), loadScreenStrings()]).then(
        ([c]) => {
          loaded = c;
          setComponent(() => c);
        },
        () => setFailed(true),
      );
    }, [Component]);
    if (failed)
      return (
        <p class="error screen" role="alert">
          {fallback}
        </p>
      );
    return Component ? <Component {...props} /> : <p class="muted screen">…</p>;
  };
}
