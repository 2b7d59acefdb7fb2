import { PLATE_PROVINCES, PlateColor, SPECIAL_PLATE_SUFFIXES } from '@parking/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlateInput, type PlateInputHandle, type PlateInputProps } from './index';

const slot = (n: number) => screen.getByRole('button', { name: new RegExp(`^第${n}位`) });
const slotTexts = () => Array.from({ length: 8 }, (_, i) => slot(i + 1).textContent);
const activeSlot = () => {
  const active = screen.getAllByRole('button', { name: /^第\d位/ }).filter((b) => b.getAttribute('aria-current'));
  return active.length === 1 ? Number(/^第(\d)位/.exec(active[0]?.getAttribute('aria-label') ?? '')?.[1]) : null;
};
const keyboard = () => screen.queryByRole('group', { name: '车牌键盘' });
const openKeyboard = () => {
  const sheet = keyboard();
  if (!sheet) throw new Error('keyboard is closed');
  return sheet;
};
const key = (name: string) => within(openKeyboard()).getByRole('button', { name });
/** The accessible name of the board showing: 省份, 字母, 字母和数字, 特殊车牌, 武警省份和数字, 武警号码. */
const boardName = () => openKeyboard().querySelector('[role="group"]')?.getAttribute('aria-label');
const placeholder = () => screen.queryByText('请输入车牌号');
const yellow = () => screen.getByRole('checkbox', { name: '大中型车辆（黄牌车）' });
const searchButton = (name = '查询缴费') => screen.getByRole('button', { name });

function setup(props: Partial<PlateInputProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn<NonNullable<PlateInputProps['onChange']>>();
  const onSearch = vi.fn<NonNullable<PlateInputProps['onSearch']>>();
  const ref = createRef<PlateInputHandle>();
  const tree = (more: Partial<PlateInputProps>) => (
    <div>
      <p>页面其他内容</p>
      <PlateInput ref={ref} onChange={onChange} onSearch={onSearch} {...props} {...more} />
    </div>
  );
  const view = render(tree({}));
  /** Re-renders the same element with changed props (a remount would hide what the test is about). */
  const rerender = (more: Partial<PlateInputProps>) => view.rerender(tree(more));
  const press = async (...names: string[]) => {
    for (const name of names) await user.click(key(name));
  };
  const lastChange = () => onChange.mock.calls.at(-1);
  return { user, onChange, onSearch, ref, view, rerender, press, lastChange };
}

describe('PlateInput: initial state and focus', () => {
  it('starts with 8 empty slots, the placeholder and no keyboard; no text input anywhere', () => {
    setup();
    expect(slotTexts()).toEqual(['', '', '', '', '', '', '', '新能源']);
    expect(placeholder()).not.toBeNull();
    expect(keyboard()).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(document.querySelector('input:not([type="checkbox"])')).toBeNull();
  });

  it('focusing a slot opens the keyboard on it and the placeholder disappears', async () => {
    const { user } = setup();
    await user.click(slot(1));
    expect(keyboard()).not.toBeNull();
    expect(activeSlot()).toBe(1);
    expect(placeholder()).toBeNull();
    expect(boardName()).toBe('省份');
  });

  it('tapping an empty slot further right starts at the first empty slot', async () => {
    const { user } = setup();
    await user.click(slot(5));
    expect(activeSlot()).toBe(1);
  });

  it('完成 closes the keyboard; the placeholder comes back while the plate is empty', async () => {
    const { user } = setup();
    await user.click(slot(1));
    await user.click(key('完成'));
    expect(keyboard()).toBeNull();
    expect(activeSlot()).toBeNull();
    expect(placeholder()).not.toBeNull();
  });

  it('tapping outside the slots and the keyboard closes it; tapping another slot moves to it', async () => {
    const { user, press } = setup();
    await user.click(slot(1));
    await press('浙', 'A', '1');
    await user.click(slot(2));
    expect(activeSlot()).toBe(2);
    expect(keyboard()).not.toBeNull();
    await user.click(screen.getByText('页面其他内容'));
    expect(keyboard()).toBeNull();
    expect(slotTexts().slice(0, 3)).toEqual(['浙', 'A', '1']);
  });
});

describe('PlateInput: default province', () => {
  it('prefills slot 1 with a one-character province; the keyboard opens on slot 2 with letters', async () => {
    const { user, lastChange } = setup({ defaultProvince: '浙' });
    expect(slotTexts().slice(0, 3)).toEqual(['浙', '', '']);
    expect(placeholder()).toBeNull();
    expect(lastChange()).toEqual(['浙', undefined]);
    await user.click(slot(4));
    expect(activeSlot()).toBe(2);
    expect(boardName()).toBe('字母');
  });

  it('prefills slots 1 and 2 with a two-character prefix; the keyboard opens on slot 3', async () => {
    const { user } = setup({ defaultProvince: '浙A' });
    expect(slotTexts().slice(0, 3)).toEqual(['浙', 'A', '']);
    await user.click(slot(8));
    expect(activeSlot()).toBe(3);
    expect(boardName()).toBe('字母和数字');
  });

  it('the driver can still change a prefilled province', async () => {
    const { user, press } = setup({ defaultProvince: '浙A' });
    await user.click(slot(1));
    expect(boardName()).toBe('省份');
    await press('沪');
    expect(slotTexts().slice(0, 2)).toEqual(['沪', 'A']);
    expect(activeSlot()).toBe(2);
  });

  it('applies a province that arrives after the first render (paramConfigs loads late)', () => {
    const { rerender, lastChange } = setup({ defaultProvince: null });
    expect(slotTexts().slice(0, 2)).toEqual(['', '']);
    rerender({ defaultProvince: '浙A' });
    expect(slotTexts().slice(0, 2)).toEqual(['浙', 'A']);
    expect(lastChange()).toEqual(['浙A', undefined]);
  });

  it('a late province never overwrites what the driver typed', async () => {
    const { user, rerender, press } = setup({ defaultProvince: null });
    await user.click(slot(1));
    await press('粤');
    rerender({ defaultProvince: '浙A' });
    expect(slotTexts().slice(0, 2)).toEqual(['粤', '']);
    expect(activeSlot()).toBe(2);
  });
});

describe('PlateInput: typing', () => {
  it('a key fills the active slot and moves to the next; onChange reports the plate', async () => {
    const { user, press, lastChange } = setup();
    await user.click(slot(1));
    await press('浙');
    expect(slot(1).textContent).toBe('浙');
    expect(activeSlot()).toBe(2);
    await press('A');
    expect(activeSlot()).toBe(3);
    expect(lastChange()).toEqual(['浙A', undefined]);
  });

  it('each board appears at its slot: province, letters, letters and digits, and 殊 only on slot 7', async () => {
    const { user, press } = setup();
    await user.click(slot(1));
    const seen: [number | null, string | null | undefined, boolean][] = [];
    for (const value of ['浙', 'A', '1', '2', '3', '4', '5', 'D']) {
      seen.push([activeSlot(), boardName(), within(openKeyboard()).queryByRole('button', { name: '殊' }) !== null]);
      await press(value);
    }
    expect(seen).toEqual([
      [1, '省份', false],
      [2, '字母', false],
      [3, '字母和数字', false],
      [4, '字母和数字', false],
      [5, '字母和数字', false],
      [6, '字母和数字', false],
      [7, '字母和数字', true],
      [8, '字母和数字', false],
    ]);
  });

  it('the province board has the 31 provinces and WJ', async () => {
    const { user } = setup();
    await user.click(slot(1));
    for (const province of [...PLATE_PROVINCES, 'WJ']) expect(key(province)).toHaveProperty('disabled', false);
  });

  it('greys out keys the slot refuses, and pressing one does nothing', async () => {
    const { user, press } = setup();
    await user.click(slot(1));
    await press('粤');
    // Slot 2: O (public-security office) is a letter, I and digits are not.
    expect([key('O'), key('I'), key('1')].map((k) => (k as HTMLButtonElement).disabled)).toEqual([false, true, true]);
    await user.click(key('1'));
    expect(slot(2).textContent).toBe('');
    await press('B');
    // Slots 3–8: no I and O.
    expect([key('I'), key('O'), key('1'), key('A')].map((k) => (k as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    await user.click(key('I'));
    expect(slot(3).textContent).toBe('');
    expect(activeSlot()).toBe(3);
  });

  it('after the 7th slot the keyboard moves to the 8th and stays open; the 8th shows 新能源 until filled', async () => {
    const { user, press } = setup();
    await user.click(slot(1));
    await press('浙', 'A', '1', '2', '3', '4', '5');
    expect(activeSlot()).toBe(8);
    expect(keyboard()).not.toBeNull();
    expect(slot(8).textContent).toBe('新能源');
    expect(slot(8).getAttribute('aria-label')).toBe('第8位（新能源），空');
  });

  it('filling the 8th (last) slot closes the keyboard and shows the character instead of 新能源', async () => {
    const { user, press, lastChange } = setup();
    await user.click(slot(1));
    await press('粤', 'B', 'D', '1', '2', '3', '4', '5');
    expect(keyboard()).toBeNull();
    expect(slot(8).textContent).toBe('5');
    expect(slot(8).getAttribute('aria-label')).toBe('第8位（新能源），5');
    expect(lastChange()).toEqual(['粤BD12345', undefined]);
  });

  it('types from a hardware keyboard too (desktop browsers), upper-cased', async () => {
    const { user, press } = setup();
    await user.click(slot(1));
    await press('浙');
    await user.keyboard('a12');
    expect(slotTexts().slice(0, 4)).toEqual(['浙', 'A', '1', '2']);
    await user.keyboard('{Backspace}{Backspace}');
    expect(slotTexts().slice(0, 4)).toEqual(['浙', 'A', '', '']);
    await user.keyboard('{Escape}');
    expect(keyboard()).toBeNull();
  });
});

describe('PlateInput: backspace', () => {
  it('clears the current slot when it holds a character, and stays', async () => {
    const { user, ref, press } = setup();
    act(() => ref.current?.setPlate('浙A12345'));
    await user.click(slot(4));
    await press('删除');
    expect(slotTexts().slice(0, 7)).toEqual(['浙', 'A', '1', '', '3', '4', '5']);
    expect(activeSlot()).toBe(4);
  });

  it('on an empty slot clears the previous slot and moves there', async () => {
    const { user, press, lastChange } = setup();
    await user.click(slot(1));
    await press('浙', 'A', '1');
    expect(activeSlot()).toBe(4);
    await press('删除');
    expect(slotTexts().slice(0, 4)).toEqual(['浙', 'A', '', '']);
    expect(activeSlot()).toBe(3);
    await press('删除');
    expect(slotTexts().slice(0, 4)).toEqual(['浙', '', '', '']);
    expect(activeSlot()).toBe(2);
    expect(lastChange()).toEqual(['浙', undefined]);
  });
});

describe('PlateInput: 切换省份 and what a screen reader hears', () => {
  it('切换省份 goes back to slot 1 and the province board; a new province keeps the rest', async () => {
    const { user, press, lastChange } = setup();
    await user.click(slot(1));
    await press('浙', 'A', '1');
    expect(within(openKeyboard()).queryByRole('button', { name: '切换省份' })).not.toBeNull();
    await press('切换省份');
    expect(activeSlot()).toBe(1);
    expect(boardName()).toBe('省份');
    expect(within(openKeyboard()).queryByRole('button', { name: '切换省份' })).toBeNull();
    await press('沪');
    expect(lastChange()).toEqual(['沪A1', undefined]);
    expect(activeSlot()).toBe(2);
  });

  it('keys are named by their character, 删除 by its word; a live region tells the slot being typed', async () => {
    const { user, press } = setup();
    await user.click(slot(1));
    const live = () => openKeyboard().querySelector('[aria-live="polite"]')?.textContent;
    expect(live()).toBe('正在输入第1位');
    await press('浙', 'A');
    expect(live()).toBe('正在输入第3位，已输入浙A');
    expect(key('删除').textContent).toBe('⌫');
    expect(key('B').textContent).toBe('B');
  });
});

describe('PlateInput: WJ', () => {
  it('WJ fills slot 1, clears a letter in slot 2 and switches to the armed-police layout', async () => {
    const { user, press, lastChange } = setup({ defaultProvince: '粤B' });
    await user.click(slot(1));
    await press('WJ');
    expect(slot(1).textContent).toBe('WJ');
    expect(slot(2).textContent).toBe('');
    expect(activeSlot()).toBe(2);
    expect(boardName()).toBe('武警省份和数字');
    expect(key('粤')).toHaveProperty('disabled', false);
    expect(within(openKeyboard()).queryByRole('button', { name: 'A' })).toBeNull();
    expect(lastChange()).toEqual(['WJ', undefined]);
  });

  it('types a whole WJ plate: digits only in the serial, the last character may be a service character', async () => {
    const { user, press, lastChange } = setup();
    await user.click(slot(1));
    await press('WJ', '粤');
    expect(boardName()).toBe('武警号码');
    expect(key('A')).toHaveProperty('disabled', true);
    expect(key('消')).toHaveProperty('disabled', true);
    await press('1', '2', '3', '4');
    expect(activeSlot()).toBe(7);
    expect(within(openKeyboard()).queryByRole('button', { name: '殊' })).toBeNull();
    expect(key('消')).toHaveProperty('disabled', false);
    await press('消');
    // A WJ plate has at most 7 slots: the 7th is its last, and the 8th cannot be focused.
    expect(keyboard()).toBeNull();
    expect(slot(8)).toHaveProperty('disabled', true);
    expect(lastChange()).toEqual(['WJ粤1234消', undefined]);
    expect(searchButton()).toHaveProperty('disabled', false);
  });
});

describe('PlateInput: 殊 special board', () => {
  async function atSlot7() {
    const context = setup();
    await context.user.click(slot(1));
    await context.press('粤', 'Z', '1', '2', '3', '4');
    expect(activeSlot()).toBe(7);
    return context;
  }

  it('殊 toggles the special board (港 澳 学 挂 警 应急) and back', async () => {
    const { press } = await atSlot7();
    await press('殊');
    expect(boardName()).toBe('特殊车牌');
    expect(key('殊').getAttribute('aria-pressed')).toBe('true');
    for (const suffix of SPECIAL_PLATE_SUFFIXES) expect(key(suffix)).toHaveProperty('disabled', false);
    await press('殊');
    expect(boardName()).toBe('字母和数字');
    expect(key('殊').getAttribute('aria-pressed')).toBe('false');
  });

  it.each(SPECIAL_PLATE_SUFFIXES)('%s fills the 7th slot as one slot and moves to the 8th', async (suffix) => {
    const { press, lastChange } = await atSlot7();
    await press('殊', suffix);
    expect(slot(7).textContent).toBe(suffix);
    expect(slot(8).textContent).toBe('新能源');
    expect(activeSlot()).toBe(8);
    expect(boardName()).toBe('字母和数字');
    expect(lastChange()).toEqual([`粤Z1234${suffix}`, undefined]);
    expect(searchButton()).toHaveProperty('disabled', false);
  });
});

describe('PlateInput: yellow plate and search', () => {
  it('the yellow checkbox gives plateColor 2, unchecked undefined', async () => {
    const { user, lastChange } = setup({ defaultProvince: '浙' });
    await user.click(yellow());
    expect(yellow()).toHaveProperty('checked', true);
    expect(lastChange()).toEqual(['浙', PlateColor.YELLOW]);
    await user.click(yellow());
    expect(lastChange()).toEqual(['浙', undefined]);
  });

  it('search is disabled until the first 7 slots are filled, then sends plate and colour', async () => {
    const { user, press, onSearch } = setup();
    expect(searchButton()).toHaveProperty('disabled', true);
    await user.click(slot(1));
    await press('浙', 'A', '1', '2', '3', '4');
    expect(searchButton()).toHaveProperty('disabled', true);
    await press('5');
    expect(searchButton()).toHaveProperty('disabled', false);
    await user.click(yellow());
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('浙A12345', PlateColor.YELLOW);
    expect(keyboard()).toBeNull();
  });

  it('search is disabled again when a required slot is cleared', async () => {
    const { user, press } = setup({ defaultValue: { plateNo: '浙A12345' } });
    expect(searchButton()).toHaveProperty('disabled', false);
    await user.click(slot(7));
    await press('删除');
    expect(searchButton()).toHaveProperty('disabled', true);
  });

  it('uses the configured button text, 查询缴费 when there is none', () => {
    const { rerender } = setup({ searchText: '查询' });
    expect(searchButton('查询')).toBeTruthy();
    rerender({ searchText: '' });
    expect(searchButton('查询缴费')).toBeTruthy();
    rerender({ searchText: null });
    expect(searchButton('查询缴费')).toBeTruthy();
  });

  it('shows no search button without onSearch', () => {
    render(<PlateInput />);
    expect(screen.queryByRole('button', { name: '查询缴费' })).toBeNull();
  });
});

describe('PlateInput: whole plates from outside', () => {
  it.each<[string, PlateColor | undefined, string[], string]>([
    ['浙A12345', undefined, ['浙', 'A', '1', '2', '3', '4', '5', '新能源'], '浙A12345'],
    ['粤BD12345', undefined, ['粤', 'B', 'D', '1', '2', '3', '4', '5'], '粤BD12345'],
    ['WJ粤1234X', undefined, ['WJ', '粤', '1', '2', '3', '4', 'X', '新能源'], 'WJ粤1234X'],
    ['琼X1234应急', undefined, ['琼', 'X', '1', '2', '3', '4', '应急', '新能源'], '琼X1234应急'],
    ['浙a·12345', PlateColor.YELLOW, ['浙', 'A', '1', '2', '3', '4', '5', '新能源'], '浙A12345'],
  ])('setPlate(%j, %j) from a history tag splits into slots', (plateNo, plateColor, texts, reported) => {
    const { ref, lastChange } = setup({ defaultProvince: '沪' });
    act(() => ref.current?.setPlate(plateNo, plateColor));
    expect(slotTexts()).toEqual(texts);
    expect(yellow()).toHaveProperty('checked', plateColor === PlateColor.YELLOW);
    expect(lastChange()).toEqual([reported, plateColor]);
    expect(searchButton()).toHaveProperty('disabled', false);
  });

  it('setPlate closes an open keyboard; open() and close() drive it from outside', async () => {
    const { user, ref } = setup({ defaultProvince: '浙A' });
    await user.click(slot(1));
    act(() => ref.current?.setPlate('沪B12345', null));
    expect(keyboard()).toBeNull();
    expect(yellow()).toHaveProperty('checked', false);
    act(() => ref.current?.open());
    expect(activeSlot()).toBe(8);
    act(() => ref.current?.open(2));
    expect(activeSlot()).toBe(2);
    act(() => ref.current?.close());
    expect(keyboard()).toBeNull();
  });

  it('reports a starting plate once, normalised', () => {
    const { onChange } = setup({ defaultValue: { plateNo: ' 浙a·12345 ', plateColor: PlateColor.YELLOW } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('浙A12345', PlateColor.YELLOW);
    expect(yellow()).toHaveProperty('checked', true);
  });

  it('reports nothing on mount for an empty plate', () => {
    const { onChange } = setup();
    expect(onChange).not.toHaveBeenCalled();
  });
});
