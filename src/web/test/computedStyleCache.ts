/**
 * Keeps what jsdom's getComputedStyle returned for an element until the document changes.
 *
 * Testing Library's role queries and `toBeVisible` ask for the computed style of every element they look at and of
 * each of its ancestors (is it hidden?), again at every retry of a `findBy…` or `waitFor`. jsdom keeps each element's
 * matched rules until the document changes, but still builds a new declaration on every call: every matched property
 * copied and parsed again, and each inherited property looked up through all the ancestors.
 *
 * The cache is exact as far as jsdom's own is: it is dropped whenever the document changed in any way jsdom's is
 * (a node added, removed or moved, an attribute set, a text changed), which a document-wide MutationObserver reports
 * at every call (`takeRecords()`) or, at the end of the task that made the change, to its callback. Like jsdom's, it
 * does not follow what changes no node (focus, a checkbox's checkedness, a rule inserted through the CSSOM, which
 * Emotion does only in production): jsdom computes those styles from its own cache, which ignores them too.
 */
export function cacheComputedStyles(views: Iterable<Window>, document: Document): void {
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  // Changes are delivered to the callback at the end of the task that made them, or taken at the next call before.
  const changes = new MutationObserver(() => {
    styles = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const forgetIfChanged = () => {
    if (changes.takeRecords().length > 0) styles = new WeakMap();
  };

  for (const view of views) {
    const computeStyle = view.getComputedStyle.bind(view);
    view.getComputedStyle = (element, pseudoElement) => {
      if (pseudoElement) return computeStyle(element, pseudoElement);
      forgetIfChanged();
      let style = styles.get(element);
      if (!style) {
        style = computeStyle(element);
        styles.set(element, style);
      }
      return style;
    };
  }
}
