/** English: the source of every language's 'common' messages. */
export default {} as const;
