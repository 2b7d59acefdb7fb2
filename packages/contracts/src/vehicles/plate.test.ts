import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ARMED_POLICE_SERVICE_CHARS,
  NEW_ENERGY_OTHER_LETTERS,
  NEW_ENERGY_PURE_ELECTRIC_LETTERS,
  PLATE_COLOR_MESSAGE,
  PLATE_DIGITS,
  PLATE_ERROR_MESSAGES,
  PLATE_ISSUER_LETTERS,
  PLATE_LETTERS,
  PLATE_PROVINCES,
  PlateColor,
  SPECIAL_PLATE_SUFFIXES,
  isValidPlate,
  joinPlateSlots,
  normalizePlate,
  parsePlate,
  plateSlots,
  type PlateCategory,
  type PlateErrorReason,
} from './plate';
import { PlateColorParam, PlateNo, PlateWithColor } from './plate-schema';

const YELLOW = PlateColor.YELLOW;

describe('parsePlate: valid plates', () => {
  it.each<[string, string, PlateCategory]>([
    // Ordinary (blue small, yellow large): province + issuing office + 5 serial characters.
    ['京A12345', '京A12345', 'ordinary'],
    ['沪AD1234', '沪AD1234', 'ordinary'], // 7 characters with D: ordinary, not new-energy
    ['粤B1C2D3', '粤B1C2D3', 'ordinary'],
    ['苏E8Q88M', '苏E8Q88M', 'ordinary'],
    ['川A00000', '川A00000', 'ordinary'],
    ['粤O12345', '粤O12345', 'ordinary'], // O is the public-security office's letter
    ['新AZZZZZ', '新AZZZZZ', 'ordinary'], // the letter count is not limited
    ['琼B99999', '琼B99999', 'ordinary'],
    ['浙a12345', '浙A12345', 'ordinary'],
    [' 浙A 123 45 ', '浙A12345', 'ordinary'],
    ['浙A·12345', '浙A12345', 'ordinary'],
    ['浙A.12345', '浙A12345', 'ordinary'],
    ['浙A-12345', '浙A12345', 'ordinary'],
    ['浙A—12345', '浙A12345', 'ordinary'],
    ['浙\u3000A12345', '浙A12345', 'ordinary'], // full-width space
    ['浙A\u200b12345', '浙A12345', 'ordinary'], // zero-width space from a paste
    ['浙Ａ１２３４５', '浙A12345', 'ordinary'], // full-width input method
    ['浙ａｂ１２３４', '浙AB1234', 'ordinary'],
    ['鲁q·a8b88', '鲁QA8B88', 'ordinary'],
    // New energy, small: letter first (D A B C E pure electric, F G H J K not), then a letter or digit and 4 digits.
    ['京AD12345', '京AD12345', 'newEnergy'],
    ['京AF12345', '京AF12345', 'newEnergy'],
    ['沪ADA1234', '沪ADA1234', 'newEnergy'],
    ['粤BA12345', '粤BA12345', 'newEnergy'],
    ['粤BB00001', '粤BB00001', 'newEnergy'],
    ['粤BC12345', '粤BC12345', 'newEnergy'],
    ['苏EE12345', '苏EE12345', 'newEnergy'],
    ['浙AG12345', '浙AG12345', 'newEnergy'],
    ['浙AHB1234', '浙AHB1234', 'newEnergy'],
    ['浙AJ12345', '浙AJ12345', 'newEnergy'],
    ['浙AK12345', '浙AK12345', 'newEnergy'],
    ['浙ad 12345', '浙AD12345', 'newEnergy'],
    // New energy, large (yellow-green): 5 digits, then the letter.
    ['粤B12345D', '粤B12345D', 'newEnergy'],
    ['京A12345F', '京A12345F', 'newEnergy'],
    ['沪A00001A', '沪A00001A', 'newEnergy'],
    ['鄂A12345K', '鄂A12345K', 'newEnergy'],
    // Armed police: WJ, optional province, 4 digits, then a digit, service letter or service character.
    ['WJ粤12345', 'WJ粤12345', 'armedPolice'],
    ['WJ琼12345', 'WJ琼12345', 'armedPolice'],
    ['WJ粤1234X', 'WJ粤1234X', 'armedPolice'],
    ['WJ京1234J', 'WJ京1234J', 'armedPolice'],
    ['WJ川1234消', 'WJ川1234消', 'armedPolice'],
    ['WJ藏0001边', 'WJ藏0001边', 'armedPolice'],
    ['WJ12345', 'WJ12345', 'armedPolice'], // headquarters
    ['WJ1234B', 'WJ1234B', 'armedPolice'],
    ['WJ0001警', 'WJ0001警', 'armedPolice'],
    ['wj 粤·1234x', 'WJ粤1234X', 'armedPolice'],
    // Police: province + office + 4 + 警.
    ['京A0006警', '京A0006警', 'police'],
    ['粤O1234警', '粤O1234警', 'police'],
    ['沪AB123警', '沪AB123警', 'police'],
    ['浙A·1234警', '浙A1234警', 'police'],
    // Emergency rescue (2018): province + team letter + 4 + 应急.
    ['琼X1234应急', '琼X1234应急', 'emergency'],
    ['粤B1234应急', '粤B1234应急', 'emergency'],
    ['京S0001应急', '京S0001应急', 'emergency'],
    ['川x 0119 应急', '川X0119应急', 'emergency'],
    // Hong Kong and Macao cross-border: 粤Z + 4 + 港/澳.
    ['粤Z1234港', '粤Z1234港', 'hongKong'],
    ['粤ZA123港', '粤ZA123港', 'hongKong'],
    ['粤Z1234澳', '粤Z1234澳', 'macao'],
    ['粤z·0001澳', '粤Z0001澳', 'macao'],
    // Coach 学 and trailer 挂.
    ['浙A1234学', '浙A1234学', 'coach'],
    ['川AB001学', '川AB001学', 'coach'],
    ['粤B1234挂', '粤B1234挂', 'trailer'],
    ['冀F5678挂', '冀F5678挂', 'trailer'],
    // Embassy: 3-digit mission code + 3 digits, 使 after (current) or before (older plates).
    ['224123使', '224123使', 'embassy'],
    ['196013使', '196013使', 'embassy'],
    ['使224009', '使224009', 'embassy'],
    ['使 014·001', '使014001', 'embassy'],
    // Consulate: province + office + 4 + 领.
    ['沪A1234领', '沪A1234领', 'consulate'],
    ['粤A0045领', '粤A0045领', 'consulate'],
  ])('%j → %s (%s)', (input, plateNo, category) => {
    const result = parsePlate(input);
    expect(result).toMatchObject({ ok: true, plate: { plateNo, category } });
    expect(isValidPlate(input)).toBe(true);
  });

  it.each(PLATE_PROVINCES)('accepts every province: %s', (province) => {
    expect(parsePlate(`${province}A12345`)).toMatchObject({ ok: true, plate: { province, category: 'ordinary' } });
    expect(parsePlate(`${province}AD12345`)).toMatchObject({ ok: true, plate: { province, category: 'newEnergy' } });
  });

  it.each([
    ['浙A12345', { province: '浙', issuer: 'A', serial: '12345', mark: null, newEnergy: null }],
    ['京AD12345', { issuer: 'A', serial: 'D12345', newEnergy: { size: 'small', pureElectric: true } }],
    ['浙AG12345', { newEnergy: { size: 'small', pureElectric: false } }],
    ['粤B12345D', { serial: '12345D', newEnergy: { size: 'large', pureElectric: true } }],
    ['京A12345F', { newEnergy: { size: 'large', pureElectric: false } }],
    ['WJ粤1234X', { province: '粤', issuer: null, serial: '1234X', mark: 'WJ' }],
    ['WJ12345', { province: null, issuer: null, serial: '12345', mark: 'WJ' }],
    ['京A0006警', { province: '京', issuer: 'A', serial: '0006', mark: '警' }],
    ['琼X1234应急', { province: '琼', issuer: 'X', serial: '1234', mark: '应急' }],
    ['粤Z1234港', { province: '粤', issuer: 'Z', serial: '1234', mark: '港' }],
    ['224123使', { province: null, issuer: null, serial: '224123', mark: '使' }],
    ['使224009', { province: null, issuer: null, serial: '224009', mark: '使' }],
    ['沪A1234领', { province: '沪', serial: '1234', mark: '领' }],
  ])('%s has its parts', (input, parts) => {
    const result = parsePlate(input);
    expect(result.ok && result.plate).toMatchObject(parts);
  });
});

describe('parsePlate: invalid plates', () => {
  it.each<[string, PlateErrorReason]>([
    // Empty or junk.
    ['', 'empty'],
    ['   ', 'empty'],
    ['·-—.', 'empty'],
    ['😀', 'invalid_characters'],
    ['浙A1234😀', 'invalid_characters'],
    ['浙A12345🚗', 'invalid_characters'],
    ['浙A1234＃', 'invalid_characters'], // full-width punctuation is not folded
    ['浙A1234＿', 'invalid_characters'],
    ['浙A1234①', 'invalid_characters'], // circled digits are not digits
    ['浙A12/45', 'invalid_characters'],
    ['浙A1234\n5\u0000', 'invalid_characters'],
    ['浙A1234à', 'invalid_characters'],
    // Province character.
    ['A12345', 'province'],
    ['AA12345', 'province'],
    ['12345A', 'too_short'], // a digit may start an embassy plate
    ['1234567', 'format'],
    ['台A12345', 'province'],
    ['港A12345', 'province'],
    ['警A1234', 'province'],
    ['浙浙12345', 'format'],
    // Length.
    ['浙', 'too_short'],
    ['浙A', 'too_short'],
    ['浙A1234', 'too_short'],
    ['浙A123456', 'format'], // 8 characters but not a new-energy form
    ['浙A1234567', 'too_long'],
    ['浙A12345678901234567890', 'too_long'],
    // Ordinary: I and O never appear in a serial; I is never an issuing office.
    ['浙A1234O', 'letter_i_o'],
    ['浙AI2345', 'letter_i_o'],
    ['浙AOO123', 'letter_i_o'],
    ['浙I12345', 'format'],
    ['浙1A2345', 'format'],
    // New energy.
    ['京AL12345', 'format'], // L is not a new-energy letter
    ['京AM12345', 'format'],
    ['京A1D2345', 'format'], // letter in the wrong place
    ['京AD1234A', 'format'],
    ['京ADAB123', 'format'], // only the second serial place may be a letter
    ['京A12345L', 'format'],
    ['京A1234DF', 'format'],
    ['京AD12345D', 'too_long'],
    ['京ADO1234', 'letter_i_o'],
    // Armed police.
    ['WJA1234', 'format'], // a letter in slot 2 after WJ
    ['WJ粤A1234', 'format'],
    ['WJ粤123', 'too_short'],
    ['WJ1234', 'too_short'],
    ['WJ粤123456', 'format'],
    ['WJ粤12X45', 'format'],
    ['WJ粤1234学', 'format'],
    ['WJ粤1234I', 'letter_i_o'],
    ['JW粤12345', 'province'],
    ['W粤12345', 'province'],
    // Police.
    ['京A123警', 'too_short'],
    ['京A12345警', 'format'],
    ['京0006警', 'too_short'],
    ['京AO006警', 'letter_i_o'],
    ['警京A0006', 'province'],
    // Emergency.
    ['琼X123应急', 'too_short'],
    ['琼X12345应急', 'format'],
    ['琼11234应急', 'format'],
    ['琼X1234应', 'format'],
    ['琼X1234急', 'format'],
    ['琼XI234应急', 'letter_i_o'],
    // Cross-border.
    ['京Z1234港', 'format'],
    ['粤A1234港', 'format'],
    ['粤Z12345港', 'format'],
    ['粤Z123港', 'too_short'],
    ['粤Z1234台', 'invalid_characters'],
    // Coach, trailer.
    ['浙A12345学', 'format'],
    ['浙A123学', 'too_short'],
    ['粤B12345挂', 'format'],
    ['粤B1234挂学', 'format'],
    // Embassy, consulate.
    ['22412使', 'too_short'],
    ['2241234使', 'format'],
    ['224A12使', 'format'],
    ['使22412A', 'format'],
    ['使使224123', 'format'],
    ['沪A12345领', 'format'],
    ['领沪A1234', 'province'],
  ])('%j → %s', (input, reason) => {
    expect(parsePlate(input)).toEqual({ ok: false, reason, message: PLATE_ERROR_MESSAGES[reason] });
    expect(isValidPlate(input)).toBe(false);
  });

  it('gives a Chinese, user-facing message for every reason', () => {
    for (const message of Object.values(PLATE_ERROR_MESSAGES)) expect(message).toMatch(/[\u4e00-\u9fff]/u);
    expect(PLATE_ERROR_MESSAGES.format).toBe('请输入正确的车牌号');
  });
});

describe('parsePlate: the yellow-plate flag (plateColor 2)', () => {
  it.each<[string, boolean]>([
    ['浙A12345', true], // large vehicles carry ordinary yellow plates
    ['粤B12345D', true], // large new-energy: yellow-green
    ['浙A1234学', true],
    ['粤B1234挂', true],
    ['京AD12345', false], // small new-energy plates are green
    ['京A0006警', false],
    ['WJ粤12345', false],
    ['琼X1234应急', false],
    ['粤Z1234港', false],
    ['粤Z1234澳', false],
    ['224123使', false],
    ['沪A1234领', false],
  ])('%s may be yellow: %s', (plateNo, yellow) => {
    const result = parsePlate(plateNo, { plateColor: YELLOW });
    if (yellow) expect(result).toMatchObject({ ok: true, plate: { plateNo, plateColor: 2 } });
    else expect(result).toEqual({ ok: false, reason: 'color_mismatch', message: PLATE_ERROR_MESSAGES.color_mismatch });
    expect(parsePlate(plateNo)).toMatchObject({ ok: true, plate: { plateColor: undefined } });
    expect(parsePlate(plateNo, { plateColor: null })).toMatchObject({ ok: true, plate: { plateColor: undefined } });
  });

  it('reports a malformed plate before a colour mismatch', () => {
    expect(parsePlate('京A006警', { plateColor: YELLOW })).toMatchObject({ ok: false, reason: 'too_short' });
  });
});

describe('normalizePlate', () => {
  it.each([
    [' 浙a·12345 ', '浙A12345'],
    ['wj粤-1234x', 'WJ粤1234X'],
    ['浙Ａ１２３４５', '浙A12345'],
    ['ｗｊ１２３４５', 'WJ12345'],
    ['琼x 1234 应急', '琼X1234应急'],
    ['\t浙\r\nA\u00a012345\ufeff', '浙A12345'],
    ['浙A1234😀', '浙A1234😀'], // other characters are kept, for parsePlate to refuse
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(normalizePlate(input)).toBe(output);
  });
});

describe('plateSlots and joinPlateSlots', () => {
  it.each([
    ['浙A12345', ['浙', 'A', '1', '2', '3', '4', '5']],
    ['京AD12345', ['京', 'A', 'D', '1', '2', '3', '4', '5']],
    ['WJ粤1234X', ['WJ', '粤', '1', '2', '3', '4', 'X']],
    ['WJ12345', ['WJ', '1', '2', '3', '4', '5']],
    ['琼X1234应急', ['琼', 'X', '1', '2', '3', '4', '应急']],
    ['224123使', ['2', '2', '4', '1', '2', '3', '使']],
    [' 浙a·123', ['浙', 'A', '1', '2', '3']], // incomplete input, normalised
    ['WJ', ['WJ']],
    ['W', ['W']],
    ['', []],
    ['浙😀', ['浙', '😀']], // one slot per code point, not per UTF-16 unit
  ])('%j → %j', (plateNo, slots) => {
    expect(plateSlots(plateNo)).toEqual(slots);
  });

  it.each([
    [['浙', 'A', '1', '2', '3', '4', '5', ''], '浙A12345'],
    [['WJ', '粤', '1', '2', '3', '4', 'X', ''], 'WJ粤1234X'],
    [['琼', 'X', '1', '2', '3', '4', '应急', ''], '琼X1234应急'],
    [['京', 'a', 'd', '1', '2', '3', '4', '5'], '京AD12345'],
  ])('%j → %s', (slots, plateNo) => {
    expect(joinPlateSlots(slots)).toBe(plateNo);
  });
});

describe('schemas', () => {
  it('PlateNo outputs the normalised plate', () => {
    expect(PlateNo.parse(' 浙a·12345 ')).toBe('浙A12345');
    expect(PlateNo.parse('wj粤1234x')).toBe('WJ粤1234X');
  });

  it.each<[unknown, string]>([
    ['浙A1234', PLATE_ERROR_MESSAGES.too_short],
    ['WJA1234', PLATE_ERROR_MESSAGES.format],
    ['', PLATE_ERROR_MESSAGES.empty],
    ['浙A1234O', PLATE_ERROR_MESSAGES.letter_i_o],
  ])('PlateNo refuses %j with the parse message', (input, message) => {
    const result = PlateNo.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([12345, null, undefined, ['浙A12345']])('PlateNo refuses the non-string %j', (input) => {
    expect(PlateNo.safeParse(input).success).toBe(false);
  });

  it.each<[unknown, PlateColor | undefined]>([
    [2, 2],
    ['2', 2],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('PlateColorParam accepts %j as %j', (input, output) => {
    expect(PlateColorParam.parse(input)).toBe(output);
  });

  it.each([1, '1', 0, '0', 5, '02', ' 2', '2 ', 2.5, -2, 'yellow', 'YELLOW', true, false, [], {}, [2], NaN])(
    'PlateColorParam refuses the tampered value %j',
    (input) => {
      const result = PlateColorParam.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PLATE_COLOR_MESSAGE);
    },
  );

  it('PlateWithColor checks the plate and the colour together', () => {
    expect(PlateWithColor.parse({ plateNo: '浙a12345', plateColor: '2' })).toEqual({
      plateNo: '浙A12345',
      plateColor: 2,
    });
    expect(PlateWithColor.parse({ plateNo: '浙A12345', plateColor: '' })).toEqual({
      plateNo: '浙A12345',
      plateColor: undefined,
    });
    expect(PlateWithColor.parse({ plateNo: '京AD12345' })).toEqual({ plateNo: '京AD12345', plateColor: undefined });

    const mismatch = PlateWithColor.safeParse({ plateNo: '京A0006警', plateColor: 2 });
    expect(mismatch.error?.issues).toMatchObject([
      { path: ['plateColor'], message: PLATE_ERROR_MESSAGES.color_mismatch },
    ]);
    const badPlate = PlateWithColor.safeParse({ plateNo: 'WJA1234', plateColor: 2 });
    expect(badPlate.error?.issues).toMatchObject([{ path: ['plateNo'], message: PLATE_ERROR_MESSAGES.format }]);
    const tampered = PlateWithColor.safeParse({ plateNo: '浙A12345', plateColor: 3 });
    expect(tampered.error?.issues).toMatchObject([{ path: ['plateColor'], message: PLATE_COLOR_MESSAGE }]);
  });
});

describe('constants', () => {
  it('has the 31 mainland provinces, once each', () => {
    expect(PLATE_PROVINCES).toHaveLength(31);
    expect(new Set(PLATE_PROVINCES).size).toBe(31);
    expect([...PLATE_PROVINCES].sort()).toEqual(
      [...'京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'].sort(),
    );
  });

  it('has 24 serial letters without I and O, and issuer letters without I', () => {
    expect(PLATE_LETTERS).toHaveLength(24);
    expect(PLATE_LETTERS).not.toContain('I');
    expect(PLATE_LETTERS).not.toContain('O');
    expect(PLATE_ISSUER_LETTERS).toEqual([...PLATE_LETTERS, 'O'].sort());
    expect(PLATE_DIGITS).toHaveLength(10);
  });

  it('offers the spec special board in order', () => {
    expect(SPECIAL_PLATE_SUFFIXES).toEqual(['港', '澳', '学', '挂', '警', '应急']);
  });

  it('has the ten GA 36-2018 new-energy letters', () => {
    expect([...NEW_ENERGY_PURE_ELECTRIC_LETTERS, ...NEW_ENERGY_OTHER_LETTERS].sort().join('')).toBe('ABCDEFGHJK');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties

const pick = (chars: readonly string[]) => fc.constantFrom(...chars);
const join = (...parts: fc.Arbitrary<string>[]) => fc.tuple(...parts).map((p) => p.join(''));
const times = (arb: fc.Arbitrary<string>, n: number) =>
  fc.array(arb, { minLength: n, maxLength: n }).map((p) => p.join(''));
const text = (s: string) => fc.constant(s);

const province = pick(PLATE_PROVINCES);
const issuer = pick(PLATE_ISSUER_LETTERS);
const letter = pick(PLATE_LETTERS);
const digit = pick(PLATE_DIGITS);
const alnum = pick([...PLATE_DIGITS, ...PLATE_LETTERS]);
const newEnergyLetter = pick([...NEW_ENERGY_PURE_ELECTRIC_LETTERS, ...NEW_ENERGY_OTHER_LETTERS]);
const fourPlus = (mark: string) => join(province, issuer, times(alnum, 4), text(mark));

const ordinary = join(province, issuer, times(alnum, 5));
const GENERATORS: [PlateCategory, fc.Arbitrary<string>][] = [
  ['ordinary', ordinary],
  ['newEnergy', join(province, issuer, newEnergyLetter, alnum, times(digit, 4))],
  ['newEnergy', join(province, issuer, times(digit, 5), newEnergyLetter)],
  [
    'armedPolice',
    join(
      text('WJ'),
      fc.option(province, { nil: '' }),
      times(digit, 4),
      pick([...PLATE_DIGITS, ...PLATE_LETTERS, ...ARMED_POLICE_SERVICE_CHARS]),
    ),
  ],
  ['police', fourPlus('警')],
  ['emergency', join(province, letter, times(alnum, 4), text('应急'))],
  ['hongKong', join(text('粤Z'), times(alnum, 4), text('港'))],
  ['macao', join(text('粤Z'), times(alnum, 4), text('澳'))],
  ['coach', fourPlus('学')],
  ['trailer', fourPlus('挂')],
  ['embassy', fc.oneof(join(times(digit, 6), text('使')), join(text('使'), times(digit, 6)))],
  ['consulate', fourPlus('领')],
];
const validPlate = fc.oneof(...GENERATORS.map(([, arb]) => arb));

const toFullWidth = (c: string) => (/^[A-Z0-9]$/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c);
const separator = fc.constantFrom('', '', '', ' ', '·', '.', '-', '—', '\u3000', '\t');
/** A valid plate as a person or a camera might spell it: case, full width and separators mixed. */
const messySpelling = (plateNo: string) =>
  fc
    .tuple(
      ...[...plateNo].map((c) => fc.tuple(separator, fc.constantFrom(c, c.toLowerCase(), toFullWidth(c)), separator)),
    )
    .map((parts) => parts.flat().join(''));
/** Every character some plate may contain, and WJ. */
const plateAlphabet = pick([
  ...PLATE_PROVINCES,
  ...PLATE_ISSUER_LETTERS,
  'I',
  ...PLATE_DIGITS,
  ...'港澳学挂警领使应急',
  ...ARMED_POLICE_SERVICE_CHARS,
  'WJ',
]);

describe('properties', () => {
  it.each(GENERATORS.map(([category, arb], i) => [i, category, arb] as const))(
    'generator %i: every generated %s plate parses to that category',
    (_i, category, arb) => {
      fc.assert(
        fc.property(arb, (plateNo) => {
          const result = parsePlate(plateNo);
          return result.ok && result.plate.category === category && result.plate.plateNo === plateNo;
        }),
      );
    },
  );

  it('a valid plate spelt with mixed case, full width and separators parses to the same plate', () => {
    fc.assert(
      fc.property(
        validPlate.chain((plateNo) => fc.tuple(fc.constant(plateNo), messySpelling(plateNo))),
        ([plateNo, spelling]) => {
          expect(parsePlate(spelling)).toEqual(parsePlate(plateNo));
        },
      ),
    );
  });

  it('normalizePlate is idempotent', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string(), validPlate.chain(messySpelling));
    fc.assert(fc.property(anyText, (s) => normalizePlate(normalizePlate(s)) === normalizePlate(s)));
  });

  it('parse(normalize(x)) equals parse(x)', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary' }), validPlate.chain(messySpelling), fc.string());
    fc.assert(
      fc.property(anyText, fc.constantFrom(undefined, YELLOW), (s, plateColor) => {
        expect(parsePlate(normalizePlate(s), { plateColor })).toEqual(parsePlate(s, { plateColor }));
      }),
    );
  });

  it('an I or O in an ordinary serial always fails, replacing or inserted', () => {
    fc.assert(
      fc.property(
        ordinary,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('I', 'O'),
        fc.boolean(),
        (p, i, c, insert) => {
          const at = 2 + i;
          const plateNo = p.slice(0, at) + c + p.slice(insert ? at : at + 1);
          return !isValidPlate(plateNo);
        },
      ),
    );
  });

  it('no string longer than 8 characters after normalisation is valid', () => {
    const longPlateLike = fc.array(plateAlphabet, { minLength: 9, maxLength: 20 }).map((c) => c.join(''));
    const longValidPlusOne = validPlate.chain((p) => join(text(p), fc.oneof(plateAlphabet, times(digit, 3))));
    fc.assert(
      fc.property(fc.oneof(longPlateLike, longValidPlusOne, fc.string({ minLength: 9 })), (s) => {
        fc.pre(normalizePlate(s).length > 8);
        return !isValidPlate(s);
      }),
    );
  });

  it('plateSlots gives 6 to 8 slots of one character (or WJ, 应急) and joinPlateSlots restores the plate', () => {
    fc.assert(
      fc.property(validPlate.chain(messySpelling), (spelling) => {
        const slots = plateSlots(spelling);
        expect(slots.length).toBeGreaterThanOrEqual(6);
        expect(slots.length).toBeLessThanOrEqual(8);
        for (const slot of slots) expect(slot.length === 1 || slot === 'WJ' || slot === '应急').toBe(true);
        expect(joinPlateSlots(slots)).toBe(normalizePlate(spelling));
        expect(isValidPlate(joinPlateSlots(slots))).toBe(true);
      }),
    );
  });

  it('the yellow flag is accepted exactly on the categories that have yellow plates', () => {
    fc.assert(
      fc.property(validPlate, (plateNo) => {
        const plain = parsePlate(plateNo);
        const yellow = parsePlate(plateNo, { plateColor: YELLOW });
        if (!plain.ok) return false;
        const { category, newEnergy } = plain.plate;
        const canBeYellow =
          ['ordinary', 'coach', 'trailer'].includes(category) ||
          (category === 'newEnergy' && newEnergy?.size === 'large');
        return canBeYellow
          ? yellow.ok && yellow.plate.plateColor === YELLOW
          : !yellow.ok && yellow.reason === 'color_mismatch';
      }),
    );
  });

  it('never throws and always answers with a known reason', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.array(plateAlphabet).map((c) => c.join('')),
        ),
        (s) => {
          const result = parsePlate(s);
          return result.ok || result.message === PLATE_ERROR_MESSAGES[result.reason];
        },
      ),
    );
  });
});
