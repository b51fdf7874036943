// A part drawn again only when what it shows changed (Preact's own memo lives in preact/compat, whose
// import patches every render of the app for React compatibility).
import { Component, type ComponentChildren, type ComponentType } from 'preact';
import { useCallback, useRef } from 'preact/hooks';

/** Props equal key by key (the default test of `memo`). */
export function shallowEqual<P extends object>(a: P, b: P): boolean {
  const ka = Object.keys(a) as (keyof P)[];
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** `render` as a component that skips its render while `same(previous props, next props)` holds. */
export function memo<P extends object>(
  render: (props: P) => ComponentChildren,
  same: (a: P, b: P) => boolean = shallowEqual,
): ComponentType<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return !same(this.props as P, next);
    }
    override render(props: P): ComponentChildren {
      return render(props);
    }
  }
  (Memo as { displayName?: string }).displayName = render.name;
  return Memo;
}

/**
 * A function that stays the same across renders and always calls the latest `fn`: a handler given to
 * memoised parts, which then need not draw again because the handler is a new closure.
 */
export function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
