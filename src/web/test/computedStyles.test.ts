import { afterEach, describe, expect, it } from 'vitest';

// The set-up (./setup.ts) caches computed styles: what jsdom computes must stay what its rules say, whatever
// changed since the last call.

function addSheet(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

function addElement(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('computed styles', () => {
  it('follow the rules that match, whichever compound of the selector names the class', () => {
    addSheet('.outer .inner { display: none } .shown.also { visibility: hidden } p { color: red }');
    const container = addElement(
      '<div class="outer"><span class="inner">a</span></div><span class="inner">b</span><p class="shown also">c</p>',
    );
    const [inside, outside] = [...container.querySelectorAll('.inner')] as [Element, Element];
    expect(getComputedStyle(inside).display).toBe('none');
    expect(getComputedStyle(outside).display).toBe('inline');
    const paragraph = container.querySelector('p')!;
    expect(getComputedStyle(paragraph).visibility).toBe('hidden');
    expect(getComputedStyle(paragraph).color).toBe('rgb(255, 0, 0)');
  });

  it('change once the task that changed the document has ended', async () => {
    addSheet('.gone { display: none }');
    const element = addElement('<span>a</span>').querySelector('span')!;
    expect(getComputedStyle(element).display).toBe('inline');
    element.className = 'gone';
    await Promise.resolve();
    expect(getComputedStyle(element).display).toBe('none');
  });

  it('change as soon as a class, a node, an inline style or a sheet’s text changes', () => {
    const sheet = addSheet('.gone { display: none }');
    const element = addElement('<span>a</span>').querySelector('span')!;
    expect(getComputedStyle(element).display).toBe('inline');

    element.className = 'gone';
    expect(getComputedStyle(element).display).toBe('none');

    element.className = '';
    expect(getComputedStyle(element).display).toBe('inline');

    sheet.textContent = 'span { display: block }';
    expect(getComputedStyle(element).display).toBe('block');

    const wrapper = addElement('<section class="hiding"></section>').querySelector('section')!;
    addSheet('.hiding span { visibility: hidden }');
    expect(getComputedStyle(element).visibility).toBe('visible');
    wrapper.append(element);
    expect(getComputedStyle(element).visibility).toBe('hidden');

    element.style.visibility = 'visible';
    expect(getComputedStyle(element).visibility).toBe('visible');
  });
});
