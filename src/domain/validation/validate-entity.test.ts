import { Allow, ValidateIf } from 'class-validator';
import { describe, expect, test } from 'vitest';
import { customRule, rules } from '@/domain/shared/custom-rule';
import { IsRequired } from '@/domain/shared/presence-rules';
import { ruleContextOf } from '@/domain/shared/rule-context';
import { declaredFields, toEntity, validateEntity } from '@/domain/validation/validate-entity';

const Never = (name: string): ReturnType<typeof customRule> => customRule(name, () => false);
const NeverA = Never('a');
const NeverB = Never('b');
const NeverFirst = Never('first');
const NeverFormat = Never('format');
const NeverGuarded = Never('guarded');
const NeverSecond = Never('second');
const NeverThird = Never('third');
const NeverOne = Never('one');
const NeverTwo = Never('two');
const NeverThree = Never('three');
const SeesContext = customRule('seesContext', (_value, entity) => ruleContextOf(entity)?.spouseRule === 'married');

class Sample {
  @NeverFirst({ message: 'first' })
  @NeverSecond({ message: 'second' })
  @NeverThird({ message: 'third' })
  stacked?: string;

  @rules(NeverOne({ message: 'one' }), NeverTwo({ message: 'two' }), NeverThree({ message: 'three' }))
  composed?: string;

  @IsRequired({ message: 'Needed is required' })
  @NeverFormat({ message: 'Needed has a bad format' })
  needed?: string;

  @NeverA({ message: 'same' })
  @NeverB({ message: 'same' })
  repeated?: string;

  @ValidateIf((entity: Sample) => entity.switch === true)
  @NeverGuarded({ message: 'guarded' })
  guarded?: string;

  @Allow()
  switch?: boolean = false;

  @SeesContext({ message: 'no context' })
  contextual?: string;
}

describe('validateEntity', () => {
  test('messages read in the order the decorators are written, stacked or composed', () => {
    const errors = validateEntity(Sample, { needed: 'x' }, { now: new Date(0), spouseRule: 'married' });
    expect(errors).toEqual({
      stacked: ['first', 'second', 'third'],
      composed: ['one', 'two', 'three'],
      needed: ['Needed has a bad format'],
      repeated: ['same'],
    });
  });

  test('a failed required rule is the only message of its field', () => {
    expect(validateEntity(Sample, { needed: ' ' }, { now: new Date(0), spouseRule: 'married' }).needed).toEqual([
      'Needed is required',
    ]);
  });

  test('conditional fields are checked only when their condition holds; the context reaches the rules', () => {
    expect(validateEntity(Sample, { switch: true }, { now: new Date(0) })).toMatchObject({
      guarded: ['guarded'],
      contextual: ['no context'],
    });
    expect(validateEntity(Sample, {}, { now: new Date(0) }).guarded).toBeUndefined();
  });

  test('only declared fields are copied, as own data properties; defaults stay for absent ones', () => {
    expect(declaredFields(Sample)).toEqual(
      expect.arrayContaining(['stacked', 'composed', 'needed', 'repeated', 'guarded', 'switch', 'contextual']),
    );
    const input = JSON.parse('{"__proto__": {"switch": true}, "constructor": 1, "extra": 2, "needed": "x"}') as object;
    const entity = toEntity(Sample, input);
    expect(Object.getPrototypeOf(entity)).toBe(Sample.prototype);
    expect(entity.constructor).toBe(Sample);
    expect([entity.needed, entity.switch, 'extra' in entity]).toEqual(['x', false, false]);
    expect(toEntity(Sample, Object.create({ needed: 'inherited' }) as object).needed).toBeUndefined();
    expect(toEntity(Sample, 'text').switch).toBe(false);
  });
});
