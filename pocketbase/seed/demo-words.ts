/**
 * Word lists for the invented demo listings. Name parts are deliberately odd pairings
 * ('Quillwort', 'Lanternfield') so no generated name reads like a real Minnesota provider.
 */

const words = (text: string): readonly string[] => text.trim().split(/\s*\|\s*/);

/** First halves of center names. */
export const NAME_FIRST = words(`
  Bluejay | Lantern | Quillwort | Thimbleberry | Kestrel | Marigold | Tamarack | Wrenfeather |
  Otterbrook | Puffin | Fernwhistle | Junebug | Heronsong | Cloudberry | Thistle | Sparrowhawk |
  Lindenleaf | Alderfly | Dewberry | Moonberry | Larkspur | Cattail | Foxglove | Snowbird |
  Hazelnut | Bramble | Mistletoe | Bunchberry | Chickadee | Pinecone | Saffron | Wildrye |
  Tumbleweed | Goldfinch | Periwinkle | Copperleaf | Bluestem | Elderberry | Nuthatch | Sunfish
`);

/** Second halves; fused lowercase ones become one word ('Lanternfield'). */
export const NAME_SECOND = words(`
  Meadow | field | Hollow | brook | Ridge | haven | Grove | crest | Harbor | wood | Lane |
  light | Path | stone | Garden | Bend | Hill | song | Commons | Landing
`);

/** Center kinds with the keyword used in their web address. */
export const NAME_KINDS: readonly (readonly [string, string])[] = [
  ['Autism Center', 'autism'],
  ['Therapy Collective', 'therapy'],
  ['Developmental Studio', 'studio'],
  ['Behavioral Health', 'behavioral'],
  ['Learning Center', 'learning'],
  ['ABA Clinic', 'aba'],
  ['Child Development Center', 'development'],
  ['Family Therapy House', 'family'],
  ['Autism Services', 'services'],
  ['Sensory Learning Lab', 'sensory'],
  ['Kids Therapy Co.', 'kids'],
  ['Neurodiversity Clinic', 'clinic'],
];

/** Invented street names; suffixes are picked separately. */
export const STREETS = words(`
  Quillwort | Tamarack | Juniper | Loonfeather | Birchbark | Wildrice | Prairie Smoke |
  Bluestem | Kettle Lake | Snowmelt | Ironwood | Cattail | Pinegrove | Sumac | Heron Bay |
  Sandcherry | Aster | Chokecherry | Hawthorn | Owlwood | Larch | Bur Oak | Goldenrod | Marsh Hawk
`);
export const STREET_SUFFIXES = words('Avenue | Street | Lane | Parkway | Drive | Road | Boulevard');

/** Services a center may list, most common first (the picker favours early entries). */
export const SERVICES = words(`
  ABA Therapy | Speech Therapy | Occupational Therapy | Social Skills Groups |
  Diagnostic Evaluations | Parent Training | Early Intervention | Feeding Therapy |
  Respite Care | Telehealth Consultations | Counseling | Music Therapy | Physical Therapy |
  Day Treatment Program
`);

/** Facility features. */
export const FEATURES = words(`
  Sensory-friendly rooms | Parent observation room | Bilingual staff | Outdoor play area |
  Free parking | Wheelchair accessible | Quiet waiting area | Gross-motor gym |
  Visual schedules in every room | On-site family resource library | Low-light therapy rooms |
  Fenced playground
`);

/** Invented parent organisations; several centers share one. */
export const PARENT_COMPANIES = words(`
  Quillwort Family Health Group | Tamarack Lane Care Partners | Heronwood Pediatric Alliance |
  Bluestem Developmental Network | Lanternfield Care Cooperative | Northern Aster Health Holdings
`);

/** Given and family names for the extra demo owners. */
export const GIVEN_NAMES = words(`
  Maren | Idris | Solveig | Tobiah | Liesl | Nkechi | Bram | Hollis | Yerlan | Pilar | Kaja | Oren
`);
export const FAMILY_NAMES = words(`
  Quillfeather | Brambleton | Oakhaven | Larkwood | Fernsby | Tamarind | Cloverdale |
  Wrenhart | Pebblestone | Marshall-Finch | Thistlewood | Ashgrove
`);
