import { siteConfig } from '@/config/site';
import { ContactBlock as ContactDetails } from '../../contact-block';
import { BlockActions, BlockHeading, type BlockProps } from '../render-kit';

export function ContactBlock({ block, context }: BlockProps<'contact'>) {
  const sales = block.email === 'sales';
  return (
    <>
      <BlockHeading block={block} context={context} />
      <ContactDetails
        phone={siteConfig.phone}
        email={sales ? siteConfig.salesEmail : siteConfig.email}
        phoneLabel={context.shared('phone')}
        emailLabel={context.shared(sales ? 'salesEmail' : 'email')}
        actions={<BlockActions actions={block.actions} context={context} className="" onDark />}
      />
    </>
  );
}
