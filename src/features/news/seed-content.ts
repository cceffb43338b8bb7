// First-start seed of the news (sections, categories, six articles) / المحتوى الأولي للأخبار عند التشغيل الأول (الأقسام والتصنيفات وست مقالات)
import type { ArticleContent, Bilingual } from './types';

export type SeedSection = { id: 'energy' | 'construction' | 'technology'; name: Bilingual; description: Bilingual };

export type SeedCategoryKey =
  'technology' | 'projects' | 'industry-news' | 'innovation' | 'sustainability' | 'market-trends' | 'regulations' | 'partnerships';

export type SeedCategory = { key: SeedCategoryKey; sectionId: 'energy'; name: Bilingual };

export type SeedArticle = ArticleContent & {
  categoryKey: SeedCategoryKey;
  sectionId: 'energy';
  /** ISO 8601, UTC. */
  publishedAt: string;
};

/** Joins paragraphs with a blank line. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const newsroom: Bilingual = { ar: 'غرفة أخبار الساحل للطاقة', en: 'Sahel Energy Newsroom' };
const engineeringTeam: Bilingual = { ar: 'فريق الهندسة', en: 'Engineering Team' };
const marketDesk: Bilingual = { ar: 'فريق رؤى السوق', en: 'Market Insights Desk' };

export const seedSections: readonly SeedSection[] = [
  {
    id: 'energy',
    name: { ar: 'الطاقة', en: 'Energy' },
    description: { ar: 'أخبار الطاقة الشمسية والمتجددة', en: 'Solar and renewable energy news' },
  },
  {
    id: 'construction',
    name: { ar: 'الإنشاءات', en: 'Construction' },
    description: { ar: 'مستجدات قطاع البناء والتشييد', en: 'Construction industry updates' },
  },
  {
    id: 'technology',
    name: { ar: 'التقنية', en: 'Technology' },
    description: { ar: 'أخبار التقنية والابتكار', en: 'Technology and innovation news' },
  },
];

export const seedCategories: readonly SeedCategory[] = [
  { key: 'technology', sectionId: 'energy', name: { ar: 'التقنية', en: 'Technology' } },
  { key: 'projects', sectionId: 'energy', name: { ar: 'المشاريع', en: 'Projects' } },
  { key: 'industry-news', sectionId: 'energy', name: { ar: 'أخبار القطاع', en: 'Industry News' } },
  { key: 'innovation', sectionId: 'energy', name: { ar: 'الابتكار', en: 'Innovation' } },
  { key: 'sustainability', sectionId: 'energy', name: { ar: 'الاستدامة', en: 'Sustainability' } },
  { key: 'market-trends', sectionId: 'energy', name: { ar: 'اتجاهات السوق', en: 'Market Trends' } },
  { key: 'regulations', sectionId: 'energy', name: { ar: 'الأنظمة والتشريعات', en: 'Regulations' } },
  { key: 'partnerships', sectionId: 'energy', name: { ar: 'الشراكات', en: 'Partnerships' } },
];

export const seedArticles: readonly SeedArticle[] = [
  {
    categoryKey: 'projects',
    sectionId: 'energy',
    title: {
      ar: 'الساحل للطاقة تشغّل محطة شمسية بقدرة 1.2 ميغاواط على سطح مصنع في جدة',
      en: 'Sahel Energy Commissions a 1.2 MW Rooftop Solar Plant for a Jeddah Factory',
    },
    excerpt: {
      ar: 'بدأت منظومة شمسية بقدرة 1.2 ميغاواط على سطح مصنع للأغذية في جدة بتزويده بالكهرباء النظيفة، لتخفّض استهلاكه من الشبكة نهارًا وتجنّب نحو 1,200 طن من الانبعاثات سنويًا.',
      en: 'A 1.2 MW rooftop system now supplies a food-processing plant in Jeddah with clean power, cutting its daytime grid demand and avoiding about 1,200 tonnes of CO2 a year.',
    },
    content: {
      ar: paragraphs(
        'أنجزت الساحل للطاقة تركيب وتشغيل محطة للطاقة الشمسية بقدرة 1.2 ميغاواط على سطح مصنع للمنتجات الغذائية في المنطقة الصناعية بجدة. وقد دخلت المحطة الخدمة هذا الأسبوع بعد استكمال اختبارات التشغيل النهائية بالتنسيق مع فريق العمليات لدى العميل، لتبدأ بتغذية خطوط الإنتاج بالكهرباء النظيفة مباشرة طوال ساعات النهار.',
        'تتألف المحطة من نحو 2,200 لوح شمسي أحادي البلورة عالي الكفاءة، ثُبّتت على السقف المعدني للمصنع بنظام يعتمد على مشابك تُطبق على فواصل الصفائح المعدنية دون الحاجة إلى ثقبها، وهو ما يحافظ على العزل المائي للمبنى ولا يمسّ ضمان السقف. أما تحويل التيار فتتولاه عاكسات موزّعة على أجزاء السطح، وهو تصميم يقلّل أطوال الكابلات ويتيح لبقية أقسام المحطة مواصلة الإنتاج إذا احتاج أحد العاكسات إلى صيانة.',
        'وبفضل الإشعاع الشمسي القوي والمستقر في جدة، يُتوقع أن تنتج المحطة نحو 2,100 ميغاواط ساعة في عامها الأول، أي ما يعادل قرابة ربع الاستهلاك السنوي للمصنع، وحصة أكبر بكثير من احتياجه في ساعات الظهيرة حين تعمل غرف التبريد وخطوط التعبئة بكامل طاقتها. ووفقًا لمزيج مصادر الكهرباء الحالي في الشبكة، ستُسهم المحطة في تجنّب انبعاث نحو 1,200 طن من ثاني أكسيد الكربون سنويًا.',
        'ولأن العمل جرى في مصنع قائم لا يتوقف إنتاجه، خُطّطت كل مرحلة من مراحل المشروع بما يتوافق مع جداول التشغيل. فقد أجرى فريق الهندسة تقييمًا إنشائيًا للسقف قبل البدء في التصميم، ثم نُفّذت أعمال الرفع والتركيب على مراحل لإبقاء أرصفة التحميل وممرات الحركة مفتوحة. واكتمل المشروع خلال أربعة عشر أسبوعًا دون تسجيل أي إصابة عمل أدّت إلى انقطاع عن العمل.',
        'ويُعدّ الغبار من أبرز العوامل المؤثرة في إنتاج الألواح الشمسية في المنطقة، لذا تجمع خطة التشغيل والصيانة بين جدول تنظيف دوري ومراقبة مستمرة للأداء؛ إذ يرسل كل عاكس بياناته إلى منصة المراقبة لدى الساحل للطاقة، حيث يقارن فريقنا الإنتاج الفعلي بالإنتاج المتوقع، ويوجّه فرق التنظيف أو الصيانة متى تجاوزت الفواقد الحدود المقررة. كما يطّلع مديرو المرافق لدى العميل على لوحة المعلومات ذاتها، بما فيها بيانات الإنتاج اليومي والوفورات المحققة.',
        'وتضم المنظومة كذلك وحدة تحكم توائم بين إنتاج الألواح واستهلاك المصنع لحظة بلحظة، بما يضمن عمل المحطة بأمان جنبًا إلى جنب مع التغذية من الشبكة والمولدات الاحتياطية في الموقع.',
        'ويرى فريق المشاريع في الساحل للطاقة أن أسطح المنشآت الصناعية من أجدى المواقع لإضافة قدرات شمسية جديدة في المملكة؛ فالمساحة متوفرة أصلًا، والطلب على الكهرباء قائم في المكان نفسه، والوفورات تبدأ منذ اليوم الأول للتشغيل.',
        'ويُضاف هذا المشروع إلى محفظة متنامية من المنشآت التجارية والصناعية التي نفّذتها الساحل للطاقة في منطقة مكة المكرمة، فيما تعمل الشركة حاليًا على تصميم منظومات مماثلة لعدد من المصانع في جدة وخارجها. ويمكن للشركات الراغبة في دراسة جدوى لأسطح منشآتها التواصل مع فريقنا لترتيب زيارة تقييم أولية للموقع.',
      ),
      en: paragraphs(
        "Sahel Energy has completed and commissioned a 1.2 MW rooftop solar plant for a food-processing factory in Jeddah's industrial district. The system went live this week after final testing with the client's operations team and now supplies clean electricity directly to the production lines throughout the daylight hours.",
        "The plant is made up of roughly 2,200 high-efficiency monocrystalline modules mounted on the factory's metal roof with a clamp-based racking system. Because the clamps grip the roof seams instead of piercing them, the building's waterproofing stays intact and the roof warranty is unaffected. Power is converted by string inverters distributed across the roof, an arrangement that keeps cable runs short and lets the rest of the array keep producing if one inverter needs servicing.",
        "With Jeddah's strong and consistent sunshine, the system is expected to generate around 2,100 MWh in its first year. That covers roughly a quarter of the factory's annual electricity consumption, and a much larger share of its demand around midday, when cold rooms and packaging lines run at full load. Based on the current grid mix, the plant will avoid about 1,200 tonnes of carbon dioxide emissions a year.",
        'Building on a working factory meant planning every step around production. Our engineering team carried out a structural assessment of the roof before design began, then scheduled lifting and installation in phases so that loading bays and access routes stayed clear. The project was delivered in fourteen weeks with no lost-time incidents.',
        "Dust is one of the main factors affecting solar output in the region, so the operation and maintenance plan combines a regular cleaning schedule with continuous performance monitoring. Each inverter reports to Sahel Energy's monitoring platform, where our team compares actual output with expected yield and dispatches a cleaning or maintenance crew whenever losses exceed set thresholds. The client's facility managers see the same dashboard, including daily production and savings.",
        "The system also includes a controller that matches solar output to the factory's consumption in real time, so the plant operates safely alongside the grid supply and the standby generators on site.",
        'For our projects team, industrial rooftops are among the most practical places to add solar capacity in the Kingdom: the space already exists, the demand is right there, and the savings start on the first day of operation.',
        'The project adds to a growing portfolio of commercial and industrial installations that Sahel Energy has delivered in the Makkah region, and the company is currently designing similar systems for several manufacturers in Jeddah and beyond. Businesses interested in a rooftop feasibility study can contact our team to arrange an initial site assessment.',
      ),
    },
    author: newsroom,
    tags: {
      ar: ['الطاقة الشمسية', 'جدة', 'الأسطح', 'المصانع'],
      en: ['Solar', 'Jeddah', 'Rooftop', 'Industry'],
    },
    image: '/images/news/jeddah-rooftop-plant.webp',
    featured: true,
    publishedAt: '2023-12-22T08:30:00Z',
  },
  {
    categoryKey: 'technology',
    sectionId: 'energy',
    title: {
      ar: 'الساحل للطاقة تطلق خطًا جديدًا من الألواح الشمسية ثنائية الوجه بقدرة 700 واط',
      en: 'New 700 W Bifacial Panel Line Joins the Sahel Energy Portfolio',
    },
    excerpt: {
      ar: 'تلتقط ألواحنا الجديدة ثنائية الوجه بقدرة 700 واط الضوء من الجهتين، فتحوّل أشعة الشمس المنعكسة عن الرمال والأسطح الفاتحة إلى طاقة إضافية للمحطات الكبرى والمشاريع التجارية.',
      en: 'Our new 700 W bifacial modules capture light on both sides, turning sunlight reflected from sand and bright surfaces into extra energy for utility-scale and commercial projects.',
    },
    content: {
      ar: paragraphs(
        'أضافت الساحل للطاقة إلى منتجاتها خطًا جديدًا من الألواح الشمسية ثنائية الوجه بقدرة 700 واط للوح الواحد. وقد صُمّمت هذه الألواح للمحطات الأرضية ومظلات مواقف السيارات والأسطح التجارية الواسعة، وهي من أعلى الألواح قدرةً في السوق حاليًا، وأصبحت متاحة للمشاريع في مختلف مناطق المملكة.',
        'وعلى خلاف الألواح التقليدية التي تولّد الكهرباء من وجهها المقابل للشمس فقط، تلتقط الألواح ثنائية الوجه أيضًا الضوء الذي يصل إلى سطحها الخلفي. ففي البيئة الصحراوية ينعكس جزء معتبر من أشعة الشمس عن الأرض، وتزداد هذه النسبة مع الرمال الفاتحة أو أغشية الأسطح البيضاء. وبحسب طبيعة الموقع وارتفاع التركيب والمسافة بين الصفوف، قد يضيف الوجه الخلفي ما بين 5 و20 في المئة إلى إنتاج اللوح من الطاقة.',
        'تعتمد الألواح الجديدة على خلايا سيليكون من النوع السالب مصنوعة من رقائق كبيرة المقاس، مقسومة إلى نصفين للحد من الفواقد الناتجة عن المقاومة، ومغلّفة بين طبقتين من الزجاج المقسّى. ويمنح هذا التصميم الزجاجي المزدوج مقاومة أعلى للرطوبة والتشققات الدقيقة مقارنة بالطبقة الخلفية البلاستيكية المعتادة، وهي ميزة مهمة في مناخ يجمع بين الحرارة العالية والرطوبة على الساحل والغبار الكاشط في المناطق الداخلية. وتتجاوز الكفاءة الاسمية للوجه الأمامي 22 في المئة.',
        'وتُعدّ الحرارة من أكبر التحديات التي تواجه الطاقة الشمسية في المملكة، إذ ينخفض إنتاج الألواح كلما ارتفعت حرارة الخلايا. ويتميز الخط الجديد بمعامل حراري أدنى من الجيل السابق، فيفقد جزءًا أصغر من قدرته في أشد ساعات الصيف حرارة. ومع المكسب الإضافي من الوجه الخلفي، تُظهر عمليات المحاكاة التي أجراها فريق الهندسة لمواقع نموذجية في المنطقة الغربية إنتاجًا سنويًا لكل كيلوواط مركّب يزيد بعدة نقاط مئوية على الألواح أحادية الوجه المماثلة.',
        'كما أن ارتفاع قدرة اللوح الواحد يخفض تكلفة بقية مكونات المنظومة؛ فبلوغ القدرة نفسها يتطلب عددًا أقل من الألواح، ومن ثمّ هياكل تثبيت أقل، ووصلات كهربائية أقل، ومدة تركيب أقصر. وفي المحطات الكبرى، قد تضاهي هذه الوفورات في التكاليف المكمّلة أهميةَ الزيادة في إنتاج الطاقة نفسها.',
        'غير أن الاستفادة القصوى من تقنية الوجهين تتطلب تصميمًا مختلفًا للمنظومة. لذلك يقرن مهندسونا الألواح الجديدة بأنظمة تتبّع شمسي أحادية المحور أو بهياكل ثابتة مرتفعة، ويتركون مسافات كافية بين الصفوف ليبلغ الضوء الوجه الخلفي، ويتجنبون تمرير الكابلات أو العوارض خلف الخلايا مباشرة. ويُنمذَج كل مشروع وفق معامل الانعكاس الفعلي لأرض الموقع قبل اعتماد المخطط النهائي.',
        'وتخضع كل شحنة من الألواح للفحص فور وصولها إلى مستودعنا في جدة، بما في ذلك تصوير عينات منها بتقنية التألق الكهربائي للكشف عن أي تشققات خفية قد تنتج عن النقل. وتأتي الألواح بضمان طويل الأمد على المنتج والأداء، وتقدّم الساحل للطاقة دعمًا فنيًا محليًا طوال عمر المشروع.',
        'يتوفر خط الألواح الجديد بقدرة 700 واط للمشاريع الجديدة ابتداءً من الآن، ويسع فريق الهندسة إعداد دراسة مقارنة للإنتاج المتوقع للعملاء الراغبين في تقييم جدواه لموقع بعينه.',
      ),
      en: paragraphs(
        'Sahel Energy has added a new line of 700 W bifacial solar modules to its product portfolio. Designed for ground-mounted plants, carports and large commercial rooftops, the new panels offer one of the highest power ratings currently available for a single module and can now be specified for projects across the Kingdom.',
        "Unlike conventional panels, which generate electricity only from the side facing the sun, bifacial modules also capture light that reaches their rear surface. In desert conditions a meaningful share of sunlight is reflected from the ground, and light-coloured sand or a white roof membrane reflects even more. Depending on the site, the mounting height and the spacing between rows, the rear side can add between 5 and 20 percent to a module's energy yield.",
        'The new modules use n-type cells made from large-format wafers, cut in half to reduce resistive losses and encapsulated between two layers of tempered glass. This glass-glass construction resists moisture and micro-cracks better than a conventional polymer backsheet, which matters in a climate that combines intense heat, humidity along the coast and abrasive dust inland. Nominal front-side efficiency exceeds 22 percent.',
        "Heat is one of the biggest challenges for solar in Saudi Arabia, since panel output drops as cell temperature rises. The n-type technology in the new line has a lower temperature coefficient than the previous generation, so it loses less power on the hottest summer afternoons. Combined with the rear-side gain, our engineering team's simulations for typical sites in the Western Region show an annual yield per installed kilowatt several percentage points higher than that of comparable monofacial modules.",
        'Higher power per module also lowers the cost of the rest of the system. Fewer panels are needed for the same capacity, which means fewer mounting structures, fewer cable connections and shorter installation times. For a utility-scale plant, these balance-of-system savings can be as significant as the gain in energy output itself.',
        'Getting the most from bifacial technology also requires a different approach to design. Our engineers pair the new modules with single-axis trackers or elevated fixed structures, leave enough space between rows for light to reach the rear surface, and avoid running cables or beams directly behind the cells. Every project is modelled with the actual ground reflectivity of its site before a final layout is approved.',
        'Each shipment is inspected on arrival at our Jeddah warehouse, including electroluminescence imaging of sample panels to detect hidden cracks caused in transport. The modules carry a long-term product and performance warranty, and Sahel Energy provides local technical support throughout the life of each project.',
        'The 700 W line is available now for new projects, and our engineering team can prepare a comparative yield study for clients who want to assess its benefits for a specific site.',
      ),
    },
    author: engineeringTeam,
    tags: {
      ar: ['الطاقة الشمسية', 'ثنائية الوجه', 'التقنية', 'المنتجات'],
      en: ['Solar', 'Bifacial', 'Technology', 'Products'],
    },
    image: '/images/news/bifacial-700w-panels.webp',
    featured: true,
    publishedAt: '2023-12-28T10:15:00Z',
  },
  {
    categoryKey: 'regulations',
    sectionId: 'energy',
    title: {
      ar: 'صافي القياس في المملكة: ما ينبغي للمنشآت معرفته قبل التحول إلى الطاقة الشمسية',
      en: 'Net Metering in Saudi Arabia: What Businesses Should Know Before Going Solar',
    },
    excerpt: {
      ar: 'تتيح الأنظمة في المملكة للمنازل والمنشآت ربط منظوماتها الشمسية الصغيرة بالشبكة والحصول على رصيد مقابل الفائض من الكهرباء. إليك كيف تسير الإجراءات خطوة بخطوة.',
      en: 'Saudi rules for small-scale solar let homes and businesses connect their systems to the grid and receive credit for surplus power. Here is how the process works, step by step.',
    },
    content: {
      ar: paragraphs(
        'تزايد اهتمام المنشآت السعودية بأنظمة الطاقة الشمسية على الأسطح تزايدًا ملحوظًا، ومن أكثر الأسئلة التي يتلقاها فريقنا: ماذا يحدث للكهرباء التي تنتجها المنظومة حين لا يحتاج إليها المبنى؟ والجواب في الإطار التنظيمي لأنظمة الطاقة الشمسية الصغيرة في المملكة، الذي يتيح للمستهلكين ربط منظومات التوليد الخاصة بهم بشبكة التوزيع، والحصول على رصيد مقابل الطاقة الفائضة التي يصدّرونها إليها.',
        'يستعرض هذا المقال آلية العمل بصورة عامة والخطوات التي تمر بها المنشأة عادة، ولا يُعدّ استشارة قانونية؛ فالمتطلبات التفصيلية والقدرات المسموح بها والتعرفة تحددها الجهات المختصة وتُحدَّث من حين لآخر، لذا ينبغي التحقق من كل مشروع وفق أحدث الأنظمة المنشورة.',
        'كيف يعمل صافي القياس؟ تغذّي المنظومة الشمسية المتصلة بالشبكة المبنى أولًا، وحين يتجاوز الإنتاج الاستهلاك، كما في ظهيرة أيام العطلة، يتدفق الفائض إلى الشبكة. ويسجّل عدّاد ثنائي الاتجاه الطاقة المستجرّة من الشبكة والطاقة المصدَّرة إليها، ثم تُحتسب الطاقة المصدَّرة رصيدًا في فاتورة المستهلك وفق آليات التسوية المعمول بها. وعمليًا، تأتي معظم القيمة المالية للمنظومة من الطاقة المستهلكة في الموقع نفسه، ولذلك تُصمَّم المنظومات عادة لتلائم الأحمال النهارية للمبنى لا لتعظيم الكمية المصدَّرة.',
        'الخطوة الأولى: دراسة الجدوى. تبدأ العملية بمراجعة فواتير الكهرباء ونمط الاستهلاك والمساحة المتاحة على السطح، ثم يقيّم مقاول مؤهل الظلال والحالة الإنشائية للسقف وسلامة التمديدات الكهربائية القائمة، ويقترح حجم المنظومة مع تقدير للإنتاج والوفورات السنوية.',
        'الخطوة الثانية: تقديم الطلب. يقدّم المالك، عن طريق المقاول في الغالب، طلب ربط إلى مقدّم خدمة توزيع الكهرباء مرفقًا بالمستندات المطلوبة، ومنها المخطط الكهربائي أحادي الخط ومواصفات الألواح والعاكسات. ويجب أن تستوفي المعدات المواصفات الفنية المعتمدة، وأن يكون المقاول المنفّذ مؤهلًا وفق الأنظمة السارية.',
        'الخطوة الثالثة: التركيب والفحص. بعد اعتماد الطلب تُركَّب المنظومة وتُختبر، ثم يفحصها مقدّم خدمة التوزيع للتأكد من مطابقة إعدادات الحماية لمتطلبات الشبكة، ويستبدل العدّاد أو يعيد برمجته ليتمكن من قياس الطاقة المصدَّرة.',
        'الخطوة الرابعة: الربط والتشغيل. بعد اجتياز الفحص تُربط المنظومة بالشبكة وتبدأ العمل وفق آلية صافي القياس، ويظل المالك مسؤولًا عن صيانتها والحفاظ على سلامتها واستمرار مطابقتها للمتطلبات.',
        'نصائح عملية: ابدأ بإعداد المستندات مبكرًا، فمدد الاعتماد تتفاوت من مشروع لآخر. واحتفظ بملف منظّم يضم الوثائق كلها، من شهادات المعدات إلى تقارير التشغيل التجريبي. واختر عاكسات مزوّدة بوظائف حماية الشبكة ومقبولة محليًا، وخطّط للمراقبة منذ اليوم الأول لاكتشاف أي خلل في الأداء سريعًا.',
        'يتولى فريق الهندسة في الساحل للطاقة إدارة هذه الإجراءات كاملة نيابة عن عملائه، بدءًا من الدراسة الأولية وتقديم الطلب وصولًا إلى الفحص والتشغيل. وإن كنت تفكر في تركيب منظومة على سطح منشأتك، يسعدنا أن نوضح لك كيف تنطبق الأنظمة الحالية على موقعك.',
      ),
      en: paragraphs(
        "Interest in rooftop solar among Saudi businesses has grown quickly, and one of the questions our team hears most often is what happens to the electricity a system produces when the building does not need it. The answer lies in the Kingdom's regulatory framework for small-scale solar systems, which allows consumers to connect their own generation to the distribution grid and receive credit for the surplus energy they export.",
        'This article explains how the arrangement works in general terms and the steps a business typically follows. It is not legal advice: detailed requirements, eligible capacities and tariffs are set by the competent authorities and updated from time to time, so every project should be checked against the latest published rules.',
        "How net metering works. A grid-connected solar system supplies the building first. When production exceeds consumption, for example at midday on a weekend, the surplus flows into the grid. A bidirectional meter records both the energy imported from the grid and the energy exported to it, and the exported energy is credited on the consumer's bill according to the applicable settlement arrangements. In practice, most of a system's financial value comes from energy used on site, so systems are usually sized to match the building's daytime load rather than to maximise exports.",
        'Step one: feasibility. The process starts with a review of the electricity bills, the load profile and the available roof area. A qualified contractor assesses shading, the roof structure and the condition of the existing electrical installation, then proposes a system size with an estimate of annual production and savings.',
        'Step two: application. The owner, usually through the contractor, submits a connection request to the electricity distribution service provider together with the required documents, including the single-line diagram and the specifications of the panels and inverters. Equipment must meet the approved technical standards, and the installing contractor must be qualified under the applicable rules.',
        'Step three: installation and inspection. Once the application is approved, the system is installed and tested. The distribution provider then inspects it, confirms that protection settings meet grid requirements, and replaces or reprograms the meter so that exports can be measured.',
        'Step four: connection and operation. After a successful inspection, the system is connected and starts operating under the net metering arrangement. The owner remains responsible for maintaining it in safe condition and keeping it compliant.',
        'Practical tips. Start the paperwork early, because approval times vary from project to project. Keep every document in one organised file, from equipment certificates to commissioning reports. Choose inverters with built-in grid protection functions that are already accepted locally, and plan monitoring from day one so that any drop in performance is spotted quickly.',
        "Sahel Energy's engineering team manages the whole process on behalf of its clients, from the initial study and the application to inspection and commissioning. If you are considering a rooftop system, we will be glad to explain how the current rules apply to your site.",
      ),
    },
    author: marketDesk,
    tags: {
      ar: ['الأنظمة', 'صافي القياس', 'التوليد الموزع', 'الطاقة الشمسية'],
      en: ['Regulations', 'Net Metering', 'Distributed Generation', 'Rooftop Solar'],
    },
    image: '/images/news/net-metering-guide.webp',
    featured: false,
    publishedAt: '2024-01-03T07:45:00Z',
  },
  {
    categoryKey: 'sustainability',
    sectionId: 'energy',
    title: {
      ar: 'الطاقة الشمسية والتخزين بالبطاريات يمنحان المزارع طاقة للري على مدار الساعة',
      en: 'Solar-Plus-Storage Brings Round-the-Clock Irrigation Power to Saudi Farms',
    },
    excerpt: {
      ar: 'تشغّل منظومتنا الشمسية المزوّدة بالبطاريات مضخات الري ليلًا ونهارًا، وقد خفّضت استهلاك وقود الديزل في مزرعة نخيل تجريبية بنحو 70 في المئة خلال أشهر تشغيلها الأولى.',
      en: 'Our solar-plus-battery package for farms powers irrigation pumps day and night, and has cut diesel use at a pilot date farm by around 70 percent in its first months of operation.',
    },
    content: {
      ar: paragraphs(
        'لا يزال الري في كثير من المزارع بالمملكة يعتمد على مولدات الديزل؛ فهي مألوفة وسهلة التشغيل، لكن إيصال الوقود إلى المواقع النائية مكلف، ومحركاتها تحتاج إلى صيانة متكررة، فضلًا عن الضجيج والعوادم التي لا تفارق الحقول. ومن هنا طوّرت الساحل للطاقة حلًا متكاملًا يجمع بين الطاقة الشمسية والتخزين بالبطاريات، وقد أتمّ أول مشروع تجريبي له في مزرعة نخيل بالمنطقة الوسطى أشهره الأولى من التشغيل.',
        'تجمع المنظومة بين محطة شمسية أرضية بقدرة 400 كيلوواط وبطارية ليثيوم فوسفات الحديد بسعة 1 ميغاواط ساعة، مركّبة داخل حاوية مدمجة مكيّفة. ففي ساعات النهار تشغّل الألواح مضخات الآبار الغاطسة مباشرة، وتشحن البطارية بما يفيض من الطاقة، ثم تتولى البطارية المهمة مساءً وليلًا، فيستمر الري في الساعات التي يقلّ فيها التبخر مع انخفاض درجات الحرارة. ويبقى مولد المزرعة القائم متصلًا مصدرًا احتياطيًا لا يعمل تلقائيًا إلا إذا بلغ شحن البطارية حده الأدنى بعد عدة أيام غائمة أو مغبرّة.',
        'ومنذ تشغيل المنظومة في الخريف الماضي، انخفض استهلاك الديزل في المزرعة بنحو 70 في المئة مقارنة بالفترة نفسها من العام السابق، وتراجعت ساعات تشغيل المولد تراجعًا كبيرًا، وصار مدير المزرعة يجدول الري وفق حاجة المحصول لا وفق توفر الوقود.',
        'لماذا ليثيوم فوسفات الحديد؟ لكيمياء البطارية أهمية كبيرة في المناخ الحار، إذ تتميز خلايا ليثيوم فوسفات الحديد بثبات حراري عالٍ وعمر تشغيلي طويل، وتخلو من الكوبالت. وقد زُوّدت حاوياتنا بتكييف مخصص وأنظمة لكشف الحريق وإطفائه، فيما يحافظ نظام إدارة البطارية على درجة حرارة كل خلية وجهدها ضمن النطاق الآمن. وصُمّمت البطارية لتحمّل آلاف دورات الشحن الكاملة، أي ما يعادل سنوات طويلة من الاستخدام اليومي.',
        'مصمَّمة للمزرعة لا للمختبر. تختلف المزارع اختلافًا كبيرًا في عدد الآبار وقدرات المضخات وأنماط الري، لذا يبدأ كل مشروع بحملة قياس ميدانية يسجّل فيها مهندسونا استهلاك المضخات عدة أسابيع، ثم يحددون حجم المحطة الشمسية وسعة البطارية بما يغطي الحصة المتفق عليها من الطلب. كما تتيح وحدات التحكم المتغير في السرعة بدء تشغيل المضخات بسلاسة وضبط أدائها وفق الطاقة الشمسية المتاحة، مما يطيل عمرها ويخفض أحمال الذروة.',
        'وترسل وحدة مراقبة عن بُعد بيانات الأداء عبر شبكة الهاتف المتنقل، فيتابع فريقنا من جدة إنتاج الألواح ومستوى شحن البطارية وتشغيل المضخات، وينبّه إدارة المزرعة قبل أن تؤثر أي مشكلة في الري. وتقتصر الصيانة الدورية في الغالب على تنظيف الألواح والفحوص المجدولة.',
        'أبعد من خفض التكاليف. لا يقتصر أثر الاستغناء عن معظم الديزل على التوفير المالي، بل يمتد إلى خفض انبعاثات الكربون وتلوث الهواء في الموقع، ودعم الاستخدام الرشيد للمياه الجوفية عبر توقيت أدق للري، والحد من مخاطر تسرّب الوقود قرب الآبار والمزروعات. وتنسجم هذه الفوائد مع التوجهات الوطنية نحو الزراعة المستدامة وتعزيز الأمن المائي.',
        'وبناءً على نتائج المشروع التجريبي، تطرح الساحل للطاقة هذا الحل بأحجام متعددة تناسب المزارع والبيوت المحمية ومنشآت التصنيع الزراعي. ويمكن لأصحاب المزارع طلب زيارة ميدانية وتقدير أولي للوفورات من فريقنا.',
      ),
      en: paragraphs(
        'For many farms in the Kingdom, irrigation still depends on diesel generators. They are familiar and easy to start, but delivering fuel to remote sites is costly, engines need frequent maintenance, and noise and exhaust are constant companions in the field. Sahel Energy has developed a solar-plus-storage package to change that, and the first pilot installation, on a date farm in the central region, has now completed its first months of operation.',
        "The system combines a 400 kW ground-mounted solar array with a 1 MWh lithium iron phosphate battery housed in a compact, climate-controlled container. During the day, the panels drive the submersible well pumps directly and charge the battery with any surplus. In the evening and at night the battery takes over, so irrigation can continue when lower temperatures reduce evaporation. The farm's existing generator stays connected as a backup and starts automatically only if the battery reaches its minimum level after several cloudy or dusty days.",
        'Since the system was commissioned last autumn, diesel consumption on the farm has fallen by around 70 percent compared with the same period a year earlier, and generator running hours have dropped sharply. The farm manager now schedules irrigation according to the needs of the crop rather than the availability of fuel.',
        'Why lithium iron phosphate. Battery chemistry matters in a hot climate. Lithium iron phosphate cells are thermally stable, have a long cycle life and contain no cobalt. Our containers are fitted with dedicated air conditioning and fire detection and suppression, while the battery management system keeps every cell within its safe temperature and voltage range. The battery is designed for thousands of full cycles, the equivalent of many years of daily use.',
        'Designed for the farm, not the lab. Farms differ widely in the number of wells, pump sizes and irrigation patterns, so every system starts with a measurement campaign. Our engineers log pump consumption for several weeks, then size the solar array and the battery to cover the agreed share of demand. Variable-speed drives let pumps start smoothly and adjust their output to the solar power available, which extends pump life and reduces peak loads.',
        'A remote monitoring unit sends performance data over the mobile network, so our team in Jeddah can follow solar production, battery state of charge and pump operation, and alert the farm before a problem affects irrigation. Routine maintenance is mostly limited to panel cleaning and scheduled inspections.',
        "Beyond cost. Replacing most of the diesel a farm burns also cuts carbon emissions and local air pollution, supports more careful use of groundwater through better-timed irrigation, and reduces the risk of fuel spills near wells and crops. These benefits are in line with the Kingdom's wider goals for sustainable agriculture and water security.",
        'Building on the results of the pilot, Sahel Energy now offers the package in several sizes for farms, greenhouses and agricultural processing facilities. Farm owners can ask our team for a site visit and a preliminary estimate of savings.',
      ),
    },
    author: engineeringTeam,
    tags: {
      ar: ['تخزين الطاقة', 'الزراعة', 'الطاقة الشمسية', 'البطاريات'],
      en: ['Energy Storage', 'Agriculture', 'Solar', 'Batteries'],
    },
    image: '/images/news/farm-battery-storage.webp',
    featured: false,
    publishedAt: '2024-01-08T09:00:00Z',
  },
  {
    categoryKey: 'partnerships',
    sectionId: 'energy',
    title: {
      ar: 'الساحل للطاقة تتعاون مع سلسلة متاجر وطنية لنشر شواحن السيارات الكهربائية',
      en: 'Sahel Energy Partners with a National Retail Chain to Roll Out EV Chargers',
    },
    excerpt: {
      ar: 'تشمل المرحلة الأولى تركيب 40 شاحنًا سريعًا وعاديًا في 20 متجرًا تابعًا للسلسلة في جدة والرياض والدمام، بعضها تحت مظلات شمسية تظلّل السيارات وتزوّد الشواحن بالطاقة النظيفة.',
      en: 'The first phase brings 40 fast and standard chargers to 20 stores in Jeddah, Riyadh and Dammam, several of them under solar carports that shade cars and supply clean power.',
    },
    content: {
      ar: paragraphs(
        'وقّعت الساحل للطاقة اتفاقية مع سلسلة متاجر تجزئة وطنية لتصميم نقاط شحن السيارات الكهربائية وتركيبها وتشغيلها في فروعها بمختلف مناطق المملكة. وتهدف الشراكة إلى جعل الشحن جزءًا طبيعيًا من رحلة التسوق، بحيث يجد سائقو السيارات الكهربائية أماكن ميسّرة لشحن سياراتهم في أثناء قضاء حاجاتهم اليومية.',
        'تشمل المرحلة الأولى 20 متجرًا في جدة والرياض والدمام، بإجمالي 40 نقطة شحن. وسيضم كل موقع مزيجًا من شواحن التيار المتردد بقدرة 22 كيلوواط، المناسبة للعملاء الذين يمكثون ساعة أو أكثر، وشواحن سريعة بالتيار المستمر تصل قدرتها إلى 120 كيلوواط، تضيف مدى قيادة ملموسًا خلال زيارة قصيرة. ومن المقرر أن تبدأ أعمال التركيب في المواقع الأولى خلال الربع الثاني من عام 2024، رهنًا بالحصول على التصاريح وموافقات الربط بالشبكة.',
        'وفي مواقع مختارة، ستُركَّب الشواحن تحت مظلات شمسية توفر للسيارات المتوقفة ظلًا تشتد الحاجة إليه في صيف المملكة، وتولّد في الوقت نفسه كهرباء نظيفة للشواحن وللمتجر ذاته. وحين لا تكون هناك سيارات قيد الشحن، تُسهم الطاقة الشمسية في تغطية أحمال الإنارة والتبريد في المتجر.',
        'وتتولى الساحل للطاقة سلسلة الأعمال كاملة: من المسوحات الميدانية والتصميم الكهربائي، إلى توريد الشواحن وتركيبها وربطها بالشبكة، ثم تشغيلها وصيانتها. وسيوزّع نظام ذكي لإدارة الأحمال القدرة المتاحة بين الشواحن وبقية مرافق المتجر، حتى لا يتجاوز الشحن سعة التوصيل الكهربائي للموقع أو يؤثر في أنظمة التبريد والمعدات الحيوية الأخرى.',
        'وسيتمكن السائقون من العثور على الشواحن المتاحة وبدء جلسة الشحن والدفع عبر تطبيق للهواتف الذكية يدعم بطاقات الدفع الشائعة. ويرسل كل شاحن حالته إلى مركز العمليات في الساحل للطاقة لحظة بلحظة، مما يتيح لفنيينا معالجة معظم الأعطال عن بُعد، وإرسال الفرق الميدانية سريعًا متى استدعى الأمر زيارة الموقع.',
        'ويمثّل المشروع للشريك فرصة لاستقطاب شريحة متنامية من العملاء وتأكيد التزامه بالاستدامة، فيما يُعد بالنسبة إلى الساحل للطاقة خطوة مهمة لتوسيع أعمالها في مجال الشحن من المنازل والمكاتب إلى المواقع العامة التي تشهد إقبالًا كبيرًا.',
        'ولا تزال السيارات الكهربائية في مرحلة مبكرة في السوق السعودية، غير أن الاهتمام بها يتنامى، والطرازات المتاحة تتزايد عامًا بعد عام. ويُعدّ وجود شبكة شحن موثوقة وظاهرة للعيان من شروط انتشارها على نطاق أوسع، ومواقف المتاجر، حيث يقضي الناس وقتهم أصلًا، من أنسب الأماكن لبناء هذه الشبكة.',
        'وسيُقاس أداء المرحلة الأولى بمؤشرات واضحة، منها معدلات استخدام الشواحن ومدة الجلسات وموثوقية التشغيل ورضا العملاء، وستُستثمر هذه البيانات في اختيار المواقع اللاحقة وتحديد المزيج الأنسب من الشواحن لكل منها. وبحسب النتائج، يعتزم الطرفان توسيع الشبكة لتشمل مزيدًا من المتاجر والمدن في المراحل المقبلة.',
      ),
      en: paragraphs(
        'Sahel Energy has signed an agreement with a national retail chain to design, install and operate electric vehicle charging points at its stores across the Kingdom. The partnership aims to make charging a natural part of a shopping trip, giving drivers of electric cars convenient places to top up while they go about their day.',
        'The first phase covers 20 stores in Jeddah, Riyadh and Dammam, with a total of 40 charging points. Each site will have a mix of 22 kW AC chargers, suited to customers who stay for an hour or more, and DC fast chargers rated at up to 120 kW, which can add substantial range during a short visit. Installation at the first locations is scheduled to begin in the second quarter of 2024, subject to permits and grid connection approvals.',
        "At selected sites, the chargers will sit beneath solar carports. These structures give parked cars welcome shade in the Saudi summer while generating clean electricity for the chargers and the store itself. When no vehicle is charging, the solar power helps cover the store's lighting and cooling loads.",
        'Sahel Energy will be responsible for the full chain of work: site surveys, electrical design, supply and installation of the chargers, grid connection, and ongoing operation and maintenance. A smart load management system will share the available power between the chargers and the rest of the store, so that charging never pushes a site beyond its connection capacity or disrupts refrigeration and other critical equipment.',
        "Drivers will be able to find an available charger, start a session and pay through a mobile app that accepts common payment cards. Each charger reports its status to Sahel Energy's operations centre in real time, which allows our technicians to resolve most faults remotely and to dispatch field teams quickly when a site visit is needed.",
        'For the retail partner, the project is a way to attract a growing group of customers and to demonstrate its commitment to sustainability. For Sahel Energy, it is an important step in expanding its charging business beyond homes and offices to busy public locations.',
        'Electric vehicles are still at an early stage in the Saudi market, but interest is rising and more models become available every year. A reliable, visible charging network is one of the conditions for wider adoption, and retail car parks, where people already spend time, are among the most practical places to build it.',
        'The first phase will be measured against clear indicators, including charger utilisation, session length, uptime and customer satisfaction, and the data will guide the choice of later sites and the best mix of chargers for each. Depending on the results, the two parties plan to extend the network to more stores and cities in the phases that follow.',
      ),
    },
    author: newsroom,
    tags: {
      ar: ['شحن السيارات الكهربائية', 'الشراكات', 'التنقل', 'المظلات الشمسية'],
      en: ['EV Charging', 'Partnerships', 'Mobility', 'Solar Carports'],
    },
    image: '/images/news/ev-charging-partnership.webp',
    featured: true,
    publishedAt: '2024-01-11T11:30:00Z',
  },
  {
    categoryKey: 'market-trends',
    sectionId: 'energy',
    title: {
      ar: 'آفاق 2024: خمسة اتجاهات ترسم ملامح الطاقة الشمسية والمتجددة في المملكة',
      en: '2024 Outlook: Five Trends Shaping Solar and Renewables in the Kingdom',
    },
    excerpt: {
      ar: 'تراجع تكاليف المعدات، ونمو الطلب الصناعي، والتخزين، وطاقة الرياح، والكفاءات المحلية: يستعرض فريق رؤى السوق أبرز الاتجاهات التي سترسم مشهد الطاقة المتجددة في المملكة عام 2024.',
      en: 'Lower equipment costs, industrial demand, storage, wind and local skills: our Market Insights Desk looks at the trends likely to shape renewable energy in Saudi Arabia in 2024.',
    },
    content: {
      ar: paragraphs(
        'تدخل الطاقة المتجددة في المملكة عام 2024 بزخم قوي؛ فقد رسمت رؤية 2030 هدفًا طموحًا لتنويع مزيج الطاقة ورفع حصة المصادر المتجددة في توليد الكهرباء رفعًا كبيرًا، وانتقلت مشاريع كبرى للطاقة الشمسية وطاقة الرياح خلال السنوات الأخيرة من مرحلة التخطيط إلى الإنشاء والتشغيل. وفيما يلي يستعرض فريق رؤى السوق في الساحل للطاقة خمسة اتجاهات نتوقع أن ترسم ملامح السوق هذا العام، استنادًا إلى ما نلمسه في مشاريعنا وحواراتنا مع العملاء.',
        'أولًا: تكاليف المعدات ما زالت مواتية. تراجعت أسعار الألواح الشمسية تراجعًا ملحوظًا خلال العام الماضي مع توسع الطاقة الإنتاجية للمصانع حول العالم، وهو ما يخفض التكلفة الأولية للمنظومات الجديدة ويقصّر فترة استرداد الاستثمار. ونتوقع أن تبقى الأسعار تنافسية في 2024، وإن كانت تكاليف الشحن وتقلبات أسعار الصرف قد تُحدث تذبذبات قصيرة الأمد، لذا ننصح عملاءنا بتأمين توريد المعدات في مرحلة مبكرة من المشروع.',
        'ثانيًا: تسارع الطلب التجاري والصناعي. تستأثر المحطات الكبرى بالعناوين، لكن النمو الأسرع الذي نلمسه يأتي من المصانع والمستودعات والفنادق ومراكز التسوق الراغبة في توليد الكهرباء ذاتيًا. ويعزز الوعي المتزايد بمتطلبات الاستدامة لدى العملاء والمستثمرين الجدوى المالية لهذه المشاريع، وتبقى الأسطح ومواقف السيارات نقطة الانطلاق الطبيعية.',
        'ثالثًا: التخزين يصبح خيارًا أساسيًا. مع ربط مزيد من القدرات الشمسية بالشبكة، تزداد قيمة نقل الطاقة من ساعات الظهيرة إلى المساء. وقد انخفضت أسعار البطاريات كذلك، وأصبحت أنظمة ليثيوم فوسفات الحديد خيارًا عمليًا للمواقع التجارية والمزارع والمنشآت النائية. ونتوقع في 2024 أن يتضمن عدد أكبر من المشاريع أنظمة التخزين منذ البداية، بدلًا من إضافتها لاحقًا.',
        'رابعًا: طاقة الرياح تعزز حضورها. ستظل الطاقة الشمسية المصدر الأكبر للقدرات المتجددة الجديدة، غير أن مناطق في المملكة، منها أجزاء من ساحل البحر الأحمر والمناطق الشمالية، تتمتع بموارد رياح تكمّل الطاقة الشمسية على نحو جيد، إذ كثيرًا ما تشتد الرياح مساءً وليلًا. ويمكن للمواقع الهجينة التي تجمع التقنيتين مع التخزين أن توفر إنتاجًا أكثر استقرارًا.',
        'خامسًا: الكفاءات والمحتوى المحلي في الصدارة. يولي المطورون والعملاء أهمية متزايدة للقدرات المحلية في الهندسة والتركيب والصيانة، ونتوقع أن يواصل الطلب على الفنيين والمهندسين السعوديين المدرَّبين ارتفاعه، ولهذا نوسّع برامج التدريب لدينا في جدة لتلبيته.',
        'تحديات تستحق المتابعة. ما زال الغبار والحرارة الشديدة يتطلبان تصميمًا دقيقًا وصيانة منضبطة. وقد تطيل موافقات الربط ومحدودية سعة الشبكة في بعض المناطق الجداول الزمنية للمشاريع. كما يجعل النمو السريع للسوق ضبط الجودة أمرًا لا غنى عنه؛ فالمعدات الرخيصة أو رداءة التنفيذ قد تبدد الوفورات التي أُنشئت المنظومة من أجلها.',
        'ماذا يعني ذلك لعملائنا؟ يقدّم عام 2024 للمنشآت التي تدرس التحول إلى الطاقة الشمسية مزيجًا مواتيًا من انخفاض التكاليف ونضج الأطر التنظيمية وتقنيات أثبتت جدواها. ونصيحتنا أن تبدأ المنشأة بتقييم دقيق لاستهلاكها وظروف موقعها، وأن تخطط للتخزين حتى لو أضافته لاحقًا، وأن تختار شركاء يدعمون المنظومة طوال عمرها. وستواصل الساحل للطاقة نشر قراءاتها للسوق على مدار العام.',
      ),
      en: paragraphs(
        "Renewable energy in Saudi Arabia enters 2024 with strong momentum. Vision 2030 set out an ambition to diversify the Kingdom's energy mix and substantially raise the share of renewables in power generation, and in recent years large solar and wind projects have moved from plans to construction and operation. Below, Sahel Energy's Market Insights Desk looks at five trends we expect to shape the market this year, based on what we see in our own projects and in conversations with clients.",
        '1. Equipment costs remain favourable. Solar module prices fell considerably over the past year as global manufacturing capacity expanded. For buyers, this lowers the upfront cost of new systems and shortens payback periods. We expect prices to stay competitive in 2024, although shipping costs and currency movements can still cause short-term swings, so we advise clients to secure equipment supply early in a project.',
        '2. Commercial and industrial demand accelerates. Utility-scale plants attract the headlines, but the fastest growth we see comes from factories, warehouses, hotels and shopping centres that want to generate their own power. Growing attention to sustainability among customers and investors strengthens the financial case, and rooftops and car parks remain the natural starting points.',
        '3. Storage becomes a standard option. As more solar capacity is connected, the value of shifting energy from midday to the evening grows. Battery prices have also declined, and lithium iron phosphate systems are now a practical choice for commercial sites, farms and remote facilities. In 2024 we expect more projects to include storage from the start rather than adding it later.',
        '4. Wind gains ground. Solar will remain the largest source of new renewable capacity, but parts of the Kingdom, including stretches of the Red Sea coast and the northern regions, have wind resources that complement solar well, since the wind often blows strongest in the evening and at night. Hybrid sites that combine the two technologies with storage can deliver steadier output.',
        '5. Local skills and content move to the fore. Developers and clients increasingly value local engineering, installation and maintenance capabilities. We expect demand for trained Saudi technicians and engineers to keep rising, and we are expanding our own training programmes in Jeddah to meet it.',
        "Challenges to watch. Dust and extreme heat still demand careful design and disciplined maintenance. Connection approvals and limited grid capacity in some areas can lengthen project timelines. And the market's rapid growth makes quality control essential: cheap equipment or poor workmanship can erase the savings a system was meant to deliver.",
        'What it means for our clients. For businesses considering solar, 2024 offers a favourable combination of lower costs, maturing regulations and proven technology. Our advice is to start with a careful assessment of consumption and site conditions, plan for storage even if it is added later, and choose partners who will support the system throughout its life. Sahel Energy will continue to share its market observations throughout the year.',
      ),
    },
    author: marketDesk,
    tags: {
      ar: ['آفاق السوق', 'رؤية 2030', 'الطاقة الشمسية', 'طاقة الرياح', 'التخزين'],
      en: ['Market Outlook', 'Vision 2030', 'Solar', 'Wind', 'Storage'],
    },
    image: '/images/news/saudi-solar-outlook-2024.webp',
    featured: true,
    publishedAt: '2024-01-15T06:00:00Z',
  },
];
