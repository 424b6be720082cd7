import { describe, expect, it } from 'vitest';
import { tokenizeHtml, type HtmlToken } from './html-tokenizer';

const tokens = (html: string, raw: string[] = []) =>
  [...tokenizeHtml(html, new Set(raw))].map((t: HtmlToken) =>
    t.type === 'start' ? { ...t, attributes: Object.fromEntries(t.attributes) } : t,
  );

describe('tokenizeHtml', () => {
  it('splits text, start and end tags, lowercasing names', () => {
    expect(tokens('a<P Class="x">b</P>c')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'start', name: 'p', attributes: { class: 'x' } },
      { type: 'text', text: 'b' },
      { type: 'end', name: 'p' },
      { type: 'text', text: 'c' },
    ]);
  });

  it('reads quoted, unquoted and empty attribute values', () => {
    expect(tokens(`<a href="x>y" title='t' data=z hidden>`)).toEqual([
      {
        type: 'start',
        name: 'a',
        attributes: { href: 'x>y', title: 't', data: 'z', hidden: '' },
      },
    ]);
  });

  it('skips "/" between attributes and keeps the first duplicate', () => {
    expect(tokens('<svg/onload=x/a=1 a=2/>')).toEqual([
      { type: 'start', name: 'svg', attributes: { onload: 'x/a=1', a: '2/' } },
    ]);
    expect(tokens('<p/>')).toEqual([{ type: 'start', name: 'p', attributes: {} }]);
  });

  it('treats "<" not starting a tag as text', () => {
    expect(tokens('1 < 2 <3 <')).toEqual([{ type: 'text', text: '1 < 2 <3 <' }]);
  });

  it('returns an unfinished tag at the end as text', () => {
    expect(tokens('a<b')).toEqual([{ type: 'text', text: 'a<b' }]);
    expect(tokens('a<p title="x')).toEqual([{ type: 'text', text: 'a<p title="x' }]);
    expect(tokens('a</')).toEqual([{ type: 'text', text: 'a</' }]);
  });

  it('swallows comments, declarations and processing instructions', () => {
    expect(tokens('a<!-- x -->b<!DOCTYPE html>c<?php x ?>d<!-->e<!--->f</ x>g</>h')).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((text) => ({ type: 'text', text })),
    );
    expect(tokens('a<!-- x --!>b')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b' },
    ]);
    expect(tokens('a<!-- never closed')).toEqual([{ type: 'text', text: 'a' }]);
  });

  it('returns raw-text element content as one token up to the end tag', () => {
    expect(tokens('<script>a<b>"</p></SCRIPT >x', ['script'])).toEqual([
      { type: 'start', name: 'script', attributes: {} },
      { type: 'raw', name: 'script', text: 'a<b>"</p>' },
      { type: 'end', name: 'script' },
      { type: 'text', text: 'x' },
    ]);
    expect(tokens('<style>never closed', ['style'])).toEqual([
      { type: 'start', name: 'style', attributes: {} },
      { type: 'raw', name: 'style', text: 'never closed' },
    ]);
    expect(tokens('<script></scripty></script>', ['script'])).toEqual([
      { type: 'start', name: 'script', attributes: {} },
      { type: 'raw', name: 'script', text: '</scripty>' },
      { type: 'end', name: 'script' },
    ]);
  });

  it('parses attributes on end tags so a quoted ">" does not end them', () => {
    expect(tokens('</a title=">">x')).toEqual([
      { type: 'end', name: 'a' },
      { type: 'text', text: 'x' },
    ]);
  });
});
