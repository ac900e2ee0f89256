import { RenderedPdfs } from './rendered-pdfs';

const pdf = (text: string) => async () => Buffer.from(text);

describe('RenderedPdfs', () => {
  it('renders a key once, however many ask for it at once', async () => {
    const pdfs = new RenderedPdfs(4);
    let renders = 0;
    const render = async () => {
      renders++;
      return Buffer.from('receipt');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => pdfs.get('b1 v1 th', render)));
    expect(renders).toBe(1);
    expect(new Set(answers.map(String))).toEqual(new Set(['receipt']));
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const pdfs = new RenderedPdfs(2);
    await pdfs.get('a', pdf('a'));
    await pdfs.get('b', pdf('b'));
    await pdfs.get('a', pdf('a again'));
    await pdfs.get('c', pdf('c'));
    expect(pdfs.size).toBe(2);
    expect(String(await pdfs.get('a', pdf('a rendered again')))).toBe('a');
    expect(String(await pdfs.get('b', pdf('b rendered again')))).toBe('b rendered again');
  });

  it('does not keep a failed render', async () => {
    const pdfs = new RenderedPdfs(2);
    await expect(pdfs.get('a', () => Promise.reject(new Error('font missing')))).rejects.toThrow('font missing');
    expect(String(await pdfs.get('a', pdf('a')))).toBe('a');
  });
});
