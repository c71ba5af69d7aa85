/**
 * Lets jsdom skip, when it computes an element's style, the style rules whose selector names a class the element
 * does not have.
 *
 * jsdom matches every rule of every style sheet against the element with a full selector engine, once per element
 * each time the document changed. MUI's Emotion sheets hold hundreds of rules, nearly all of the shape `.css-1x2y3z`
 * or `.css-1x2y3z .MuiButton-icon`, each of which only an element of that one class can match: the matching took
 * over half of the time of getComputedStyle, which Testing Library calls for every element a role query looks at.
 *
 * Exact: a rule is skipped only when none of its selectors can match, read conservatively. The element a selector
 * styles is the last compound of the selector; when the element lacks a class that compound names, the selector
 * cannot match. A selector with anything this reading does not follow (parentheses, attribute
 * brackets, quotes, escapes, nesting) goes to jsdom's engine as before, and so does every selector in a document in
 * quirks mode, where classes match whatever their case.
 */

/** The part of jsdom's selector engine (`@asamuzakjp/dom-selector`) that its getComputedStyle calls. */
interface StyleRuleMatcher {
  check(selector: string, element: ElementWithClasses): { match: boolean; pseudoElement: string | null };
}

/** jsdom's own element (behind the one scripts see), as far as the filter reads it. */
interface ElementWithClasses {
  classList?: { contains(token: string): boolean };
}

/** What jsdom's document holds behind the one scripts see, as far as the filter needs it. */
interface DocumentInternals {
  _domSelector?: StyleRuleMatcher;
}

/** For each selector of the list, the classes its last compound names; `undefined` when one cannot be skipped. */
export function classesEachSelectorRequires(selectorList: string): string[][] | undefined {
  if (/[()[\]"'\\&{}@]/.test(selectorList)) return undefined;
  const required: string[][] = [];
  for (const selector of selectorList.split(',')) {
    const subject =
      selector
        .trim()
        .split(/[\s>+~]+/)
        .pop() ?? '';
    const classes = [...subject.matchAll(/\.([^.#:*|]+)/g)].map(([, className]) => className!);
    if (classes.length === 0) return undefined;
    required.push(classes);
  }
  return required.length > 0 ? required : undefined;
}

export function skipStyleRulesOfOtherClasses(document: Document): void {
  if (document.compatMode !== 'CSS1Compat') return;
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  // jsdom keeps its own document under that symbol; nothing in its typings says so.
  const internals = implSymbol
    ? ((document as unknown as Record<symbol, unknown>)[implSymbol] as DocumentInternals)
    : undefined;
  const matcher = internals?._domSelector;
  if (!matcher || typeof matcher.check !== 'function') {
    throw new Error(
      'jsdom no longer has the selector engine its getComputedStyle used: update styleRuleClassFilter',
    );
  }

  const requiredClasses = new Map<string, string[][] | undefined>();
  const check = matcher.check.bind(matcher);
  matcher.check = (selector, element) => {
    let required = requiredClasses.get(selector);
    if (!requiredClasses.has(selector)) {
      required = classesEachSelectorRequires(selector);
      requiredClasses.set(selector, required);
    }
    const classList = element.classList;
    if (
      required &&
      classList &&
      !required.some((classes) => classes.every((className) => classList.contains(className)))
    ) {
      return { match: false, pseudoElement: null };
    }
    return check(selector, element);
  };
}
