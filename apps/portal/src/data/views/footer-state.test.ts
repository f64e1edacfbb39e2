import type { Page } from '@scaffold/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type FooterQuery, footerStateOf } from './footer-state';

const page = (n: number): Page<number> => ({
  results: [n],
  count: 3,
  page: n,
  page_size: 1,
});
const pages = (n: number): InfiniteData<Page<number>> => ({
  pages: Array.from({ length: n }, (_, i) => page(i + 1)),
  pageParams: Array.from({ length: n }, (_, i) => i + 1),
});
const query = (over: Partial<FooterQuery>): FooterQuery => ({
  data: pages(1),
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  ...over,
});

describe('footerStateOf', () => {
  it('offers more while a further page exists', () => {
    expect(footerStateOf(query({ hasNextPage: true }), 'afterMore')).toBe('more');
    expect(footerStateOf(query({ hasNextPage: true }), 'always')).toBe('more');
  });

  it('is busy while the next page is read, also when trying again after a failure', () => {
    const reading = { hasNextPage: true, isFetchingNextPage: true };
    expect(footerStateOf(query(reading), 'always')).toBe('loadingMore');
    expect(footerStateOf(query({ ...reading, isFetchNextPageError: true }), 'always')).toBe(
      'loadingMore',
    );
  });

  it('says a failed further page, which can be read again', () => {
    const failed = query({ hasNextPage: true, isFetchNextPageError: true });
    expect(footerStateOf(failed, 'afterMore')).toBe('moreFailed');
  });

  it("says every row is shown from the first page with 'always'", () => {
    expect(footerStateOf(query({}), 'always')).toBe('allRead');
  });

  it("with 'afterMore' says nothing under a first page that holds every row", () => {
    expect(footerStateOf(query({}), 'afterMore')).toBeNull();
    expect(footerStateOf(query({ data: undefined }), 'afterMore')).toBeNull();
  });

  it("with 'afterMore' says every row is shown once 'Show more' read the last page", () => {
    expect(footerStateOf(query({ data: pages(3) }), 'afterMore')).toBe('allRead');
  });
});
