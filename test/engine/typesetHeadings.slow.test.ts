// The whole sweeps of typesetHeadingsSweeps.ts (`npm run test:slow`; `npm test` runs the first pages of each in
// typesetHeadings.test.ts): the shortcuts of typesetting a heading give what typesetting its whole page gives, on
// 3 000 and 4 000 random headings in random pages, and so does typesetting with the text near it, on 150 pages.
import { describe, it } from 'node:test';
import { nearTextSweep, typesetAloneSweep, withoutTextAroundSweep } from './typesetHeadingsSweeps';

describe('the shortcut of typesetting a heading alone', () => {
  it('is taken only where it gives what the page-wide typesetting gives', () => typesetAloneSweep(3000));
});

describe('typesetting a heading with the text near it', () => {
  it('gives what typesetting the whole page gives, with long text before and after the headings', () =>
    nearTextSweep(150));
});

describe('typesetting a heading without the text around it', () => {
  it('is taken only where the page-wide typesetting gives the same, whatever stands around the heading', () =>
    withoutTextAroundSweep(4000));
});
