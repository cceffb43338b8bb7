import { Icon } from '@/components/ui/icon';
import { directionOf } from '@/i18n/config';
import { icons, type IconName } from '../../icons';
import { TabsIsland } from '../../tabs-island';
import { BlockHeading, type BlockProps } from '../render-kit';

export function ShowcaseBlock({ block, context }: BlockProps<'showcase'>) {
  const tabs = block.items.map((item) => {
    const title = context.text(item.title);
    const subtitle = context.maybe(item.subtitle);
    return {
      id: item.id,
      label: (
        <span className="flex items-start gap-3">
          <Icon name={icons[item.icon ?? 'smartphone']} className="mt-0.5 size-5 shrink-0" />
          <span>
            <span className="block">{title}</span>
            {subtitle && <span className="mt-1 hidden text-sm font-normal lg:block">{subtitle}</span>}
          </span>
        </span>
      ),
      panel: (
        <ShowcasePanel
          title={title}
          body={context.maybe(item.body)}
          features={context.lines(item.features)}
          screen={context.lines(item.screen)}
          icon={item.icon}
        />
      ),
    };
  });
  return (
    <>
      <BlockHeading block={block} context={context} />
      <TabsIsland label={context.text(block.title)} tabs={tabs} param="feature" dir={directionOf(context.locale)} variant="showcase" />
    </>
  );
}

/** One feature of the app showcase: a phone drawn in HTML showing the feature, beside its words. */
function ShowcasePanel({
  title,
  body,
  features,
  screen,
  icon,
}: {
  title: string;
  body?: string;
  features: string[];
  screen: string[];
  icon?: IconName;
}) {
  return (
    <div className="grid items-center gap-10 md:grid-cols-[16rem_1fr] lg:gap-14">
      <div aria-hidden="true" className="mx-auto w-64 rounded-[2.5rem] border-8 border-theme-primary bg-theme-primary p-1 shadow-lift">
        <div className="flex aspect-[9/17] flex-col overflow-hidden rounded-[2rem] bg-gradient-to-b from-theme-secondary to-theme-primary p-5 text-white">
          <div className="mx-auto mb-6 h-1.5 w-16 rounded-full bg-white/30" />
          <span className="grid size-12 place-items-center rounded-2xl bg-(--area) text-white">
            <Icon name={icons[icon ?? 'smartphone']} className="size-6" />
          </span>
          <p className="mt-4 text-lg font-bold">{title}</p>
          <ul className="mt-4 space-y-2 text-sm">
            {screen.map((line) => (
              <li key={line} className="rounded-xl bg-white/10 px-3 py-2">
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div>
        <h3 className="text-h2 font-bold">{title}</h3>
        {body && <p className="mt-3 text-lg text-muted-foreground">{body}</p>}
        {features.length > 0 && (
          <ul className="mt-6 space-y-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-(--area)" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
