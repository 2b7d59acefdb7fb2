import { describe, expect, it } from 'vitest';
import { createPictureReferences } from './picture-references';

describe('the picture references registry', () => {
  it('finds what any registered module refers to, asking each only about the rest', async () => {
    const references = createPictureReferences();
    const asked: string[][] = [];
    references.add('materials', async (urls) => (asked.push([...urls]), urls.filter((u) => u.endsWith('a.jpg'))));
    references.add('appeals', async (urls) => (asked.push([...urls]), urls.filter((u) => u.endsWith('b.jpg'))));
    expect([...(await references.referenced(['/p/a.jpg', '/p/b.jpg', '/p/c.jpg']))].sort()).toEqual([
      '/p/a.jpg',
      '/p/b.jpg',
    ]);
    expect(asked).toEqual([
      ['/p/a.jpg', '/p/b.jpg', '/p/c.jpg'],
      ['/p/b.jpg', '/p/c.jpg'],
    ]);
    expect(references.names()).toEqual(['materials', 'appeals']);
  });

  it('refuses a module registered twice', () => {
    const references = createPictureReferences();
    references.add('materials', async () => []);
    expect(() => references.add('materials', async () => [])).toThrow(/twice/);
  });
});
