// The 決算速見表, digital: the price card's two faces and one player's icon counts give the settlement.
import { isViolation } from '../../../engine/violation';
import { oneOf, useKept } from '../../../ui/kept';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import type { QuickCheckProps } from '../../types';
import { ICON_LIMITS, ICONS, type Icon, type IconCounts, NO_ICONS } from '../components';
import { quickCheck } from '../settle';
import { IconPicker } from './IconPicker';
import { QuickMatch } from './QuickMatch';
import { SettlementTable } from './SettlementTable';
import { Stepper } from './Stepper';
import { Values } from './Values';

/** The quick check: one settlement (as before) or the whole game, chosen first. */
export function QuickCheck({ t }: QuickCheckProps) {
  const [scope, setScope] = useKept<'one' | 'match'>('katame.scope', () => 'one', oneOf(['one', 'match']));
  // Both stay mounted, the other one hidden: a look at the other scope must not wipe three rounds typed in.
  return (
    <>
      <fieldset class="kt-toggles">
        <legend>{t('katame.quick.scope')}</legend>
        {(['one', 'match'] as const).map((s) => (
          <button
            key={s}
            type="button"
            class="btn kt-toggle"
            aria-pressed={scope === s}
            onClick={() => setScope(s)}
          >
            {t(`katame.quick.${s}`)}
          </button>
        ))}
      </fieldset>
      <div hidden={scope !== 'one'}>
        <QuickOne t={t} />
      </div>
      <div hidden={scope !== 'match'}>
        <QuickMatch t={t} />
      </div>
    </>
  );
}

/** One settlement: two face pickers, four steppers, and the settlement with its breakdown. */
function QuickOne({ t }: QuickCheckProps) {
  const [front, setFront] = useKept<Icon>('katame.front', () => 'choc', oneOf(ICONS));
  const [back, setBack] = useKept<Icon>('katame.back', () => 'silk', oneOf(ICONS));
  const [counts, setCounts] = useKept<IconCounts>('katame.counts', () => ({ ...NO_ICONS }));
  const result = quickCheck(front, back, counts);
  return (
    <section class="kt kt-quick" aria-labelledby="kt-quick-title">
      <h2 id="kt-quick-title">{t('katame.quick.title')}</h2>
      <IconPicker legend={t('katame.quick.front')} t={t} small selected={front} onPick={setFront} />
      <IconPicker legend={t('katame.quick.back')} t={t} small selected={back} onPick={setBack} />
      <p class="kt-pair">
        {t('katame.quick.values')}
        <Values front={front} back={back} t={t} />
      </p>
      <fieldset>
        <legend>{t('katame.quick.counts')}</legend>
        <ul class="kt-steppers">
          {ICONS.map((icon) => (
            <Stepper
              key={icon}
              icon={icon}
              value={counts[icon]}
              max={ICON_LIMITS[icon]}
              t={t}
              onChange={(n) => setCounts({ ...counts, [icon]: n })}
            />
          ))}
        </ul>
      </fieldset>
      <div aria-live="polite">
        {isViolation(result) ? (
          <QuickRefusal refused={result} names={[]} t={t} alert={false} />
        ) : (
          <>
            <p class="kt-result">
              {t('katame.quick.total')}
              <strong class="num">{t('katame.money', { n: result.total })}</strong>
            </p>
            <SettlementTable settlement={result} t={t} caption={t('katame.quick.title')} />
          </>
        )}
      </div>
    </section>
  );
}
